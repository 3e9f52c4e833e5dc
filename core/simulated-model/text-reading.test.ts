import { describe, expect, it } from "vitest";
import { approximatePromptTokens, approximateTokens } from "./approximate-tokens.ts";
import { argumentSuggestion } from "./argument-suggestion.ts";
import { isMeaningful, meaningfulWords } from "./message-words.ts";
import { plainWords } from "./plain-words.ts";

describe("the approximate tokens of a text", () => {
  it("counts a word of up to six letters as one, a longer one as one per four letters", () => {
    expect(approximateTokens("abcdef")).toBe(1);
    expect(approximateTokens("abcdefg")).toBe(2);
    expect(approximateTokens("abcdefgh")).toBe(2);
    expect(approximateTokens("abcdefghi")).toBe(3);
  });

  it("counts digits in threes and each other mark or non-Latin character as one, spaces as none", () => {
    expect(approximateTokens("1234")).toBe(2);
    expect(approximateTokens("?! ,")).toBe(3);
    expect(approximateTokens("日本語")).toBe(3);
    expect(approximateTokens("héllo")).toBe(3);
    expect(approximateTokens("   \n\t")).toBe(0);
  });

  it("adds to a prompt each message's framing, the reply's, and the tools offered", () => {
    const messages = [
      { role: "system", content: "Be brief" },
      { role: "user", content: "What is a watt?" },
    ];
    const tools = [{ type: "function", function: { name: "lookup" } }];
    expect(approximatePromptTokens(messages)).toBe(3 + (2 + 4) + (5 + 4));
    expect(approximatePromptTokens(messages, tools)).toBe(3 + 15 + approximateTokens(JSON.stringify(tools)));
    expect(approximatePromptTokens(messages, { tools })).toBe(3 + 15);
    expect(approximatePromptTokens([])).toBe(3);
  });
});

describe("the words of a text", () => {
  it("are lowercased, without accents, split at anything but letters and digits", () => {
    expect(plainWords("Émission, ÇA-va? 42x")).toEqual(["emission", "ca", "va", "42x"]);
    expect(plainWords("  ...  ")).toEqual([]);
  });

  it("that carry meaning leave out grammar, single letters and plural s's", () => {
    expect(meaningfulWords("What is the Weather forecasts for x in Paris?")).toEqual([
      "weather",
      "forecast",
      "pari",
    ]);
    expect(meaningfulWords("bus boss kiss cats")).toEqual(["bus", "boss", "kiss", "cat"]);
    expect(meaningfulWords("please tell me the current time today")).toEqual(["time"]);
  });

  it("are found inside names written in camel case", () => {
    expect(meaningfulWords("getWeatherForecast")).toEqual(["weather", "forecast"]);
    expect(meaningfulWords("top5Cities")).toEqual(["top5", "citie"]);
    expect(meaningfulWords("HTTPServer")).toEqual(["httpserver"]);
  });

  it("are told from grammar one by one, whatever their case", () => {
    expect(isMeaningful("Paris")).toBe(true);
    expect(isMeaningful("ab")).toBe(true);
    expect(isMeaningful("The")).toBe(false);
    expect(isMeaningful("x")).toBe(false);
    expect(isMeaningful("")).toBe(false);
  });
});

describe("the suggested text for a string argument", () => {
  const message = "Any flights from Berlin to New York tomorrow?";

  it.each(["location", "city", "place", "town", "country", "region", "address", "destination", "area"])(
    "is the place named for a property called %s",
    (name) => {
      expect(argumentSuggestion(message)(name, "")).toBe("New York");
    },
  );

  it.each(["query", "search", "q", "keyword", "topic", "term", "question", "prompt"])(
    "is the meaningful words for a property called %s",
    (name) => {
      expect(argumentSuggestion(message)(name, "")).toBe("flights Berlin New York tomorrow");
    },
  );

  it("reads the kind from a word of the name, its whole name in any case, else its description", () => {
    const suggest = argumentSuggestion(message);
    expect(suggest("destinationCode", "")).toBe("New York");
    expect(suggest("Q", "")).toBe("flights Berlin New York tomorrow");
    expect(suggest("where", "The town to fly to")).toBe("New York");
    expect(suggest("text", "What to search for")).toBe("flights Berlin New York tomorrow");
    expect(suggest("city", "What to search for")).toBe("New York");
    expect(suggest("unit", "")).toBeNull();
  });

  it("takes the last name that does not open a sentence, and never I", () => {
    const place = (text: string) => argumentSuggestion(text)("city", "");
    expect(place("Paris is far. London is near")).toBeNull();
    expect(place("Weather? Paris")).toBeNull();
    expect(place("Paris! Rome?")).toBeNull();
    expect(place("what do I wear in rome")).toBe("rome");
    expect(place("is it sunny in Oslo and in Bergen")).toBe("Bergen");
  });

  it("else takes the one or two words after a preposition that end the message", () => {
    const place = (text: string) => argumentSuggestion(text)("city", "");
    expect(place("In oslo")).toBe("oslo");
    expect(place("a trip to new york?!")).toBe("new york");
    expect(place("hotels near old port.")).toBe("old port");
    expect(place("hotels at the old port now")).toBeNull();
    expect(place("coming from lyon  ")).toBe("lyon");
    expect(place("within reach")).toBeNull();
  });

  it("keeps at most eight meaningful words of a query, and none when only grammar is left", () => {
    const query = (text: string) => argumentSuggestion(text)("query", "");
    expect(query("one two three four five six seven eight nine ten")).toBe(
      "one two three four five six seven eight",
    );
    expect(query("state-of-the-art 3D, x")).toBe("state-of-the-art 3D");
    expect(query("what is it?")).toBeNull();
  });
});
