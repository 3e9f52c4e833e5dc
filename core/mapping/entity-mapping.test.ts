import { instanceToPlain } from "class-transformer";
import { describe, expect, it } from "vitest";
import { allOf } from "./all-of.ts";
import { AsDate, AsEntity, AsList, AsNullable, Derived } from "./entity-decorators.ts";
import { toEntities, toEntity } from "./to-entity.ts";

class Member {
  readonly name!: string;
  @AsDate() readonly joinedAt!: Date | null;
}

class Team {
  readonly id!: string;
  @AsEntity(() => Member) readonly lead!: Member | null;
  @AsEntity(() => Member) readonly members!: Member[] | null;
  @AsList(() => Member) readonly alumni!: Member[];
  @AsList() readonly tags!: string[];
  @AsNullable() readonly motto!: string | null;
  @Derived<{ id: string; tags?: string[] }>((team) => `${team.id}:${team.tags?.length ?? 0}`)
  readonly label!: string;
}

const JOINED = "2025-06-09T08:03:30.000Z";

describe("a gateway record mapped onto its entity", () => {
  it("becomes an instance of the entity, with nested records and dates read", () => {
    const team = toEntity(Team, {
      id: "t1",
      lead: { name: "Ada", joinedAt: JOINED },
      members: [{ name: "Bo", joinedAt: null }],
      alumni: [{ name: "Cy", joinedAt: JOINED }],
      tags: ["x"],
      motto: "onward",
    });
    expect(team).toBeInstanceOf(Team);
    expect(team.lead).toBeInstanceOf(Member);
    expect(team.lead?.joinedAt).toEqual(new Date(JOINED));
    expect(team.members).toEqual([expect.any(Member)]);
    expect(team.members?.[0]?.joinedAt).toBeNull();
    expect(team.alumni[0]).toBeInstanceOf(Member);
    expect(team.alumni[0]?.joinedAt).toEqual(new Date(JOINED));
    expect(team.tags).toEqual(["x"]);
    expect(team.motto).toBe("onward");
    expect(team.label).toBe("t1:1");
  });

  it("reads absent lists as empty, an absent nullable field as null, and keeps null records null", () => {
    const team = toEntity(Team, { id: "t2", lead: null, members: null, alumni: null });
    expect(team.lead).toBeNull();
    expect(team.members).toBeNull();
    expect(team.alumni).toEqual([]);
    expect(team.tags).toEqual([]);
    expect(team.motto).toBeNull();
    expect(team.label).toBe("t2:0");
    expect(toEntity(Member, { name: "Di" }).joinedAt).toBeUndefined();
  });

  it("refuses anything but one record, naming what came", () => {
    expect(() => toEntity(Member, null)).toThrow(new TypeError("Expected one Member record, got null"));
    expect(() => toEntity(Member, [])).toThrow(new TypeError("Expected one Member record, got a list"));
    expect(() => toEntity(Member, "Ada")).toThrow(new TypeError("Expected one Member record, got string"));
    expect(() => toEntity(Member, 3)).toThrow(new TypeError("Expected one Member record, got number"));
  });
});

describe("a gateway list mapped onto entities", () => {
  it("maps each record", () => {
    const members = toEntities(Member, [{ name: "Ada", joinedAt: JOINED }, { name: "Bo" }]);
    expect(members.map((member) => member instanceof Member)).toEqual([true, true]);
    expect(members.map((member) => member.name)).toEqual(["Ada", "Bo"]);
  });

  it("refuses anything but a list, as a broken contract rather than an empty list", () => {
    expect(() => toEntities(Member, { name: "Ada" })).toThrow(
      new TypeError("Expected a list of Member, got object"),
    );
    expect(() => toEntities(Member, null)).toThrow(new TypeError("Expected a list of Member, got null"));
    expect(() => toEntities(Member, undefined)).toThrow("Expected a list of Member, got undefined");
    expect(() => toEntities(Member, [null])).toThrow("Expected one Member record, got null");
  });
});

describe("decorators applied as one", () => {
  it("apply each, in order, to the same property", () => {
    const seen: string[] = [];
    const record =
      (tag: string): PropertyDecorator =>
      (_target, key) =>
        seen.push(`${tag}:${String(key)}`);
    allOf(record("a"), record("b"))({}, "field");
    expect(seen).toEqual(["a:field", "b:field"]);
  });
});

describe("an entity written back as JSON", () => {
  it("is not read again: nested entities become plain records and absent fields stay absent", () => {
    const team = toEntity(Team, {
      id: "t3",
      lead: { name: "Ada", joinedAt: JOINED },
      members: [{ name: "Bo" }],
    });
    const changed = Object.assign(team, { label: "renamed" });
    for (const key of ["alumni", "tags", "motto"])
      delete (changed as unknown as Record<string, unknown>)[key];
    const plain = instanceToPlain(changed);
    expect(Object.getPrototypeOf(plain.lead)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(plain.members[0])).toBe(Object.prototype);
    expect(plain.lead.joinedAt).toEqual(new Date(JOINED));
    expect(plain.label).toBe("renamed");
    expect(plain).not.toHaveProperty("alumni");
    expect(plain).not.toHaveProperty("tags");
    expect(plain).not.toHaveProperty("motto");
  });

  it("keeps each field as the entity holds it, whatever reading would have made of it", () => {
    const team = toEntity(Team, { id: "t4", lead: { name: "Ada" }, members: [] });
    Object.assign(team, { members: "none", tags: null, motto: undefined });
    Object.assign(team.lead as Member, { joinedAt: "soon" });
    delete (team as unknown as Record<string, unknown>).label;
    const plain = instanceToPlain(team);
    expect(plain.lead.joinedAt).toBe("soon");
    expect(plain.members).toBe("none");
    expect(plain.tags).toBeNull();
    expect(plain).toHaveProperty("motto", undefined);
    expect(plain).not.toHaveProperty("label");
  });
});
