import { describe, expect, it } from "vitest";
import { GatewayError } from "../errors/gateway-error.ts";
import { INVALID_ID, requireId } from "../validation/require-id.ts";
import { validateInput } from "../validation/validate-input.ts";
import { CreateDepartmentDto } from "./create-department.dto.ts";
import { InviteUserDto } from "./invite-user.dto.ts";
import { OrganizationModelType } from "./organization-model.entity.ts";
import { OrganizationModelRequestDto } from "./organization-model-request.dto.ts";
import {
  MOBILE_NUMBER_MESSAGE,
  OrganizationRequestDto,
  organizationRequestBody,
} from "./organization-request.dto.ts";
import { PolicyFileUploadDto, PolicyFromUrlDto } from "./policy-file.dto.ts";
import {
  DEPARTMENTS_MIN_MESSAGE,
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "./user-departments.dto.ts";

describe("an invited person's email", () => {
  it("is trimmed and lowercased before it is checked", () => {
    const { value, errMsgs } = validateInput(InviteUserDto, { email: "  Ada@Meridian.Example " });
    expect(errMsgs).toEqual([]);
    expect(value.email).toBe("ada@meridian.example");
  });

  it("is refused with the default email message when it is not an address", () => {
    expect(validateInput(InviteUserDto, { email: "ada at meridian" }).errMsgs).toEqual([
      "email must be an email",
    ]);
  });
});

describe("a person's departments", () => {
  it("must hold at least one department, in the words of SPEC §5", () => {
    expect(validateInput(UserDepartmentsDto, { departments: [] }).errMsgs).toEqual([DEPARTMENTS_MIN_MESSAGE]);
    expect(DEPARTMENTS_MIN_MESSAGE).toBe("Departments must contain at least 1 elements.");
  });

  it("are checked together with the email when someone is invited into them", () => {
    const { errMsgs } = validateInput(InviteToDepartmentsDto, { email: "nope", departments: [] });
    expect(errMsgs).toEqual(expect.arrayContaining([DEPARTMENTS_MIN_MESSAGE, "email must be an email"]));
    expect(validateInput(InviteToDepartmentsDto, { email: "a@b.io", departments: ["d1"] }).errMsgs).toEqual(
      [],
    );
  });
});

describe("a department's name", () => {
  it("is required and may not be blank", () => {
    expect(validateInput(CreateDepartmentDto, {}).errMsgs).toEqual(["name should not be empty"]);
    expect(validateInput(CreateDepartmentDto, { name: "   " }).errMsgs).toEqual(["name should not be empty"]);
    expect(validateInput(CreateDepartmentDto, { name: "Research" }).errMsgs).toEqual([]);
  });
});

describe("a policy document", () => {
  const file = new Blob(["policy"], { type: "application/pdf" });

  it("uploaded from a file needs a name, the file and both ids, and loses the spaces of its name", () => {
    const { value, errMsgs } = validateInput(PolicyFileUploadDto, {
      name: "Data retention policy",
      file,
      organizationId: "org-1",
      departmentId: "dep-1",
    });
    expect(errMsgs).toEqual([]);
    expect(value.name).toBe("Dataretentionpolicy");
    expect(value.file).toBe(file);
    expect(validateInput(PolicyFileUploadDto, { name: " " }).errMsgs).toEqual([
      "name should not be empty",
      "file should not be empty",
      "organizationId should not be empty",
      "departmentId should not be empty",
    ]);
  });

  it("keeps a File chosen in the browser as it is", () => {
    const chosen = new File(["policy"], "Data policy.pdf", { type: "application/pdf" });
    const input = { name: "Data policy", file: chosen, organizationId: "org-1", departmentId: "dep-1" };
    const { value, errMsgs } = validateInput(PolicyFileUploadDto, input);
    expect(errMsgs).toEqual([]);
    expect(value.file).toBe(chosen);
  });

  it("taken from a URL needs a name and a valid URL", () => {
    expect(
      validateInput(PolicyFromUrlDto, { name: "Policy", url: "https://example.com/p.pdf" }).errMsgs,
    ).toEqual([]);
    expect(validateInput(PolicyFromUrlDto, { name: "", url: "not a url" }).errMsgs).toEqual([
      "name should not be empty",
      "url must be a URL address",
    ]);
  });
});

describe("an organization request", () => {
  const valid = { name: "Acme", email: " Ops @Acme.io", phone: "4155550123", countryCode: "+1" };

  it("lowercases the email and removes its spaces", () => {
    const { value, errMsgs } = validateInput(OrganizationRequestDto, valid);
    expect(errMsgs).toEqual([]);
    expect(value.email).toBe("ops@acme.io");
  });

  it.each(["0415555012", "12345678", "123456789012", "41555a0123"])(
    "refuses the mobile number %s",
    (phone) => {
      expect(validateInput(OrganizationRequestDto, { ...valid, phone }).errMsgs).toEqual([
        MOBILE_NUMBER_MESSAGE,
      ]);
    },
  );

  it("needs a name and a country code", () => {
    expect(validateInput(OrganizationRequestDto, { ...valid, name: "", countryCode: "" }).errMsgs).toEqual([
      "name should not be empty",
      "countryCode should not be empty",
    ]);
  });

  it("sends the phone as country code plus number", () => {
    expect(organizationRequestBody(valid)).toEqual({
      name: "Acme",
      email: valid.email,
      phone: "+14155550123",
    });
  });
});

describe("a model added to the organization", () => {
  it("needs only its internal id when it is one of the gateway's models", () => {
    const request = { type: OrganizationModelType.AVAILABLE, internalId: "" };
    expect(validateInput(OrganizationModelRequestDto, request).errMsgs).toEqual([
      "internalId should not be empty",
    ]);
  });

  it("needs name, provider, access, region and grid node when it is custom", () => {
    const { errMsgs } = validateInput(OrganizationModelRequestDto, { type: OrganizationModelType.CUSTOM });
    expect(errMsgs).toEqual([
      "name should not be empty",
      "provider should not be empty",
      "accessType should not be empty",
      "accessType must be one of the following values: PUBLIC, PRIVATE",
      "deploymentRegion should not be empty",
      "gridNodeId should not be empty",
    ]);
  });
});

describe("a delete", () => {
  it.each(["", "   "])("is refused as 'invalid id' when the id is %j", (id) => {
    expect(() => requireId(id)).toThrow(
      expect.objectContaining({ name: GatewayError.name, status: 400, serverMessages: [INVALID_ID] }),
    );
  });

  it("passes a real id through", () => {
    expect(requireId("model-7")).toBe("model-7");
  });
});
