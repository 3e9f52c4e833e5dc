import { describe, expect, it } from "vitest";
import { argumentSuggestion } from "./argument-suggestion.ts";

describe("the suggested text for a tool's string argument", () => {
  it("is the place the message names for a location-like property", () => {
    expect(argumentSuggestion("What's the weather in Paris?")("location", "")).toBe("Paris");
    expect(argumentSuggestion("Is it raining in San Francisco today?")("city", "")).toBe("San Francisco");
    expect(argumentSuggestion("weather in oslo")("where", "The city to look up")).toBe("oslo");
  });

  it("is the message's meaningful words for a query-like property", () => {
    expect(argumentSuggestion("Can you search for cheap flights to Rome?")("q", "")).toBe(
      "search cheap flights Rome",
    );
  });

  it("is nothing for other properties or when the message names no place", () => {
    expect(argumentSuggestion("What's the weather in Paris?")("unit", "Celsius or Fahrenheit")).toBeNull();
    expect(argumentSuggestion("What's the weather?")("location", "")).toBeNull();
  });
});
