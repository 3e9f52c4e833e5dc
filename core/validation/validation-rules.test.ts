import { instanceToPlain } from "class-transformer";
import { IsInt, IsNotEmpty, IsOptional, MaxLength, MinLength, ValidateNested } from "class-validator";
import { describe, expect, it } from "vitest";
import { GatewayError } from "../errors/gateway-error.ts";
import { AsEntity } from "../mapping/entity-decorators.ts";
import { InvalidInputError } from "./invalid-input-error.ts";
import { DeleteByIdDto, INVALID_ID, requireId } from "./require-id.ts";
import { TextIfGiven } from "./text-if-given.ts";
import { BlankAsMissing, KeptAsGiven, Lowercased, Trimmed, WithoutSpaces } from "./text-transforms.ts";
import { checkedInput, validateInput } from "./validate-input.ts";

class NoteDto {
  @Trimmed() @TextIfGiven() @IsNotEmpty() readonly title!: string;
  @IsOptional() @TextIfGiven() @MaxLength(5, { context: { limit: 5 } }) readonly code?: string;
  @IsOptional() @TextIfGiven({ each: true }) readonly tags?: string[];
  @WithoutSpaces() @Lowercased() @IsOptional() readonly handle?: string;
  @BlankAsMissing() @IsOptional() @MinLength(3, { context: { limit: "three" } }) readonly comment?: string;
  @KeptAsGiven() @IsOptional() readonly attachment?: unknown;
}

class PageDto {
  @IsInt() readonly number!: number;
}

class BookDto {
  @ValidateNested() @AsEntity(() => PageDto) readonly first!: PageDto;
}

const messages = (input: unknown) => validateInput(NoteDto, input).errMsgs;

describe("a text field that is there at all", () => {
  it("must be a string, with IsString's name and message", () => {
    expect(messages({ title: 3 })).toEqual(["title must be a string"]);
    const { fields } = validateInput(NoteDto, { title: ["x"] });
    expect(fields).toEqual([
      { property: "title", constraint: "isString", message: "title must be a string" },
    ]);
  });

  it("leaves a missing or null field to the field's own rule, so it gets one message", () => {
    expect(messages({})).toEqual(["title should not be empty"]);
    expect(messages({ title: null })).toEqual(["title should not be empty"]);
    expect(messages({ title: "t", code: null })).toEqual([]);
  });

  it("names each value of a list when told to check each", () => {
    expect(messages({ title: "t", tags: ["a", 1] })).toEqual(["each value in tags must be a string"]);
    expect(messages({ title: "t", tags: ["a", "b"] })).toEqual([]);
  });
});

describe("texts rewritten before the rules run", () => {
  it("trims, removes every space and lowercases", () => {
    const { value, errMsgs } = validateInput(NoteDto, { title: "  Hi  ", handle: " Ada\tLove Lace\n" });
    expect(errMsgs).toEqual([]);
    expect(value.title).toBe("Hi");
    expect(value.handle).toBe("adalovelace");
  });

  it("leaves values that are not text as they are", () => {
    const { value } = validateInput(NoteDto, { title: 7, handle: 5, comment: 4 });
    expect(value.title).toBe(7);
    expect(value.handle).toBe(5);
    expect(value.comment).toBe(4);
  });

  it("reads a blank text as missing, so an optional field left blank is not checked", () => {
    const blank = validateInput(NoteDto, { title: "t", comment: " \t " });
    expect(blank.errMsgs).toEqual([]);
    expect(blank.value.comment).toBeUndefined();
    expect(validateInput(NoteDto, { title: "t", comment: "" }).value.comment).toBeUndefined();
    expect(messages({ title: "t", comment: " ab " })).toEqual([]);
    expect(messages({ title: "t", comment: "ab" })).toEqual([
      "comment must be longer than or equal to 3 characters",
    ]);
  });

  it("keeps a file as given", () => {
    const file = new File(["x"], "x.txt");
    const { value, errMsgs } = validateInput(NoteDto, { title: "t", attachment: file });
    expect(errMsgs).toEqual([]);
    expect(value.attachment).toBe(file);
  });
});

describe("the broken rules of an input", () => {
  it("carry a length rule's bound when the rule gives a number", () => {
    const { fields } = validateInput(NoteDto, { title: "t", code: "abcdef", comment: "ab" });
    expect(fields).toEqual([
      {
        property: "code",
        constraint: "maxLength",
        message: "code must be shorter than or equal to 5 characters",
        limit: 5,
      },
      {
        property: "comment",
        constraint: "minLength",
        message: "comment must be longer than or equal to 3 characters",
      },
    ]);
  });

  it("include those of nested records, read from plain copies of the input's objects", () => {
    const nested = Object.assign(Object.create(null), { number: 1.5 });
    expect(validateInput(BookDto, { first: nested }).fields).toEqual([
      { property: "number", constraint: "isInt", message: "number must be an integer number" },
    ]);
    expect(validateInput(BookDto, { first: { number: 2 } }).errMsgs).toEqual([]);
    expect(validateInput(BookDto, { first: { number: 2, constructor: 1 } }).errMsgs).toEqual([]);
  });

  it("read a list's objects as fields too", () => {
    const { value } = validateInput(NoteDto, { title: "t", tags: [{ __proto__: null, a: 1 }] });
    expect(value.tags).toEqual([{ a: 1 }]);
    expect(Object.getPrototypeOf(value.tags?.[0])).toBe(Object.prototype);
  });
});

describe("a checked input", () => {
  it("is the DTO when every rule holds", () => {
    const note = checkedInput(NoteDto, { title: " Hi " });
    expect(note).toBeInstanceOf(NoteDto);
    expect(note.title).toBe("Hi");
  });

  it("throws every broken rule, its message the rules' messages joined", () => {
    let error: unknown;
    try {
      checkedInput(NoteDto, { code: "abcdef" });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(InvalidInputError);
    expect((error as InvalidInputError).name).toBe("InvalidInputError");
    expect((error as InvalidInputError).message).toBe(
      "title should not be empty; code must be shorter than or equal to 5 characters",
    );
    expect((error as InvalidInputError).fields.map((field) => field.constraint)).toEqual([
      "isNotEmpty",
      "maxLength",
    ]);
  });
});

describe("the id a delete names", () => {
  it("is given back as sent when it has text", () => {
    expect(requireId(" k1 ")).toBe(" k1 ");
  });

  it("is read by a DTO whose every rule answers 'invalid id'", () => {
    expect(validateInput(DeleteByIdDto, { id: "" }).errMsgs).toEqual([INVALID_ID]);
    expect(validateInput(DeleteByIdDto, { id: 5 }).errMsgs).toEqual([INVALID_ID]);
    expect(validateInput(DeleteByIdDto, { id: "k1" }).errMsgs).toEqual([]);
  });

  it("is refused with a 400 'invalid id' when empty, blank or not a text", () => {
    for (const id of ["", "  ", 5 as unknown as string, undefined as unknown as string]) {
      let error: unknown;
      try {
        requireId(id);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(GatewayError);
      expect(error).toMatchObject({ message: INVALID_ID });
    }
    expect(INVALID_ID).toBe("invalid id");
  });
});

describe("a DTO written back as JSON", () => {
  it("keeps its texts as they are: rewriting happens only while reading input", () => {
    const note = Object.assign(new NoteDto(), {
      title: " Hi ",
      handle: "A B",
      comment: "  ",
      attachment: "kept",
    });
    expect(instanceToPlain(note)).toEqual({
      title: " Hi ",
      handle: "A B",
      comment: "  ",
      attachment: "kept",
    });
  });
});
