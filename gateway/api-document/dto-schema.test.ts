import { IsInt, IsOptional, IsString, Min, ValidateIf } from "class-validator";
import { describe, expect, it } from "vitest";
import { fromDto, pathIds } from "./dto-schema.ts";

class BudgetDto {
  @IsString() readonly name!: string;
  /** null: no budget. */
  @ValidateIf((_, value) => value !== null)
  @IsInt()
  @Min(0)
  readonly budget!: number | null;
  @IsOptional() @IsString() readonly departmentId?: string;
}

describe("a route's schema read from its DTO", () => {
  it("states the DTO's rules as JSON Schema, without decorator metadata", () => {
    expect(fromDto(BudgetDto).toJsonSchema()).toEqual({
      type: "object",
      properties: {
        name: { type: "string" },
        budget: { type: "integer", minimum: 0 },
        departmentId: { type: "string" },
      },
      required: ["name"],
    });
  });

  it("takes what the rules cannot say, and leaves out what the route reads elsewhere", () => {
    const schema = fromDto(BudgetDto, {
      omit: ["departmentId"],
      properties: { budget: { type: ["integer", "null"], description: "null: no budget." } },
      required: ["name", "budget"],
    }).toJsonSchema();
    expect(schema.properties).toEqual({
      name: { type: "string" },
      budget: { type: ["integer", "null"], minimum: 0, description: "null: no budget." },
    });
    expect(schema.required).toEqual(["name", "budget"]);
  });

  it("gives each path parameter the rules of a path id, with what it names", () => {
    const schema = pathIds({
      orgId: "The organization's id.",
      userId: "The person's user id.",
    }).toJsonSchema();
    expect(schema.required).toEqual(["orgId", "userId"]);
    expect(schema.properties?.orgId).toEqual({
      type: "string",
      minLength: 1,
      maxLength: 100,
      description: "The organization's id.",
    });
  });

  it("reads a DTO afresh for each caller, so one document's edits do not reach the next", () => {
    const first = fromDto(BudgetDto).toJsonSchema();
    (first.properties?.name as { type: string }).type = "changed";
    expect(fromDto(BudgetDto).toJsonSchema().properties?.name).toEqual({ type: "string" });
  });
});
