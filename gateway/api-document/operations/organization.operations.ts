import { InviteUserDto } from "../../../core/organization/invite-user.dto.ts";
import {
  ALREADY_IN_ORGANIZATION,
  OWNER_CANNOT_BE_REMOVED,
} from "../../../core/organization/organization-refusals.ts";
import {
  MOBILE_NUMBER_MESSAGE,
  OrganizationRequestDto,
} from "../../../core/organization/organization-request.dto.ts";
import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../../core/organization/request-emissions.ts";
import {
  DEFAULT_SERIES_DAYS,
  MAX_SERIES_DAYS,
  RequestSeriesQueryDto,
} from "../../../core/organization/request-series-query.dto.ts";
import { RequestsReportQueryDto } from "../../../core/organization/requests-report-query.dto.ts";
import { ORGANIZATION_NOT_IN_TIER, teamIsFull } from "../../../core/organization/team-limits.ts";
import {
  InviteToDepartmentsDto,
  UserDepartmentsDto,
} from "../../../core/organization/user-departments.dto.ts";
import {
  GRID_NODE_EXAMPLE,
  ORGANIZATION_MEMBER_EXAMPLE,
  ORGANIZATION_SUMMARY_EXAMPLE,
  SUPER_ADMIN_EXAMPLE,
} from "../components/organization.components.ts";
import { fromDto, pathIds } from "../dto-schema.ts";
import { listOf, ref } from "../schema-words.ts";
import {
  BLANK_ID,
  MALFORMED,
  OUTSIDER_OR_RANK_TOO_LOW,
  organizationOperation,
  UNKNOWN,
} from "./organization-refusals.ts";

const ORGANIZATION = { orgId: "The organization's id." };
const PERSON = { ...ORGANIZATION, userId: "The person's user id." };
const TAG = "Organization";

export const ORGANIZATION_OPERATIONS = {
  summary: organizationOperation({
    id: "getOrganization",
    summary: "Your organization",
    description:
      'Its counts, recent activities, and your role and departments in it; `{ "id": null }` without one.',
    tag: TAG,
    access: "session",
    answer: {
      status: 200,
      description: "Your organization, or { id: null }.",
      schema: {
        anyOf: [ref("OrganizationSummary"), { type: "object", properties: { id: { type: "null" } } }],
      },
      example: ORGANIZATION_SUMMARY_EXAMPLE,
    },
  }),

  request: organizationOperation({
    id: "requestOrganization",
    summary: "Request an organization",
    description:
      "You become its owner; it stays PENDING until the team accepts it. Needs a tier with organizations.",
    tag: TAG,
    access: "session",
    body: fromDto(OrganizationRequestDto, {
      omit: ["countryCode"],
      properties: {
        phone: {
          pattern: "^\\+\\d{1,3}[1-9]\\d{8,10}$",
          description: "Country code plus a 9 to 11 digit number not starting with 0, e.g. +14155550142.",
        },
      },
    }),
    answer: {
      status: 201,
      description: "The new organization.",
      schema: ref("OrganizationSummary"),
      example: { ...ORGANIZATION_SUMMARY_EXAMPLE, status: "PENDING" },
    },
    refusals: {
      400: MALFORMED(MOBILE_NUMBER_MESSAGE),
      403: ["Your tier does not include organizations.", ORGANIZATION_NOT_IN_TIER],
      409: ["You already belong to an organization.", ALREADY_IN_ORGANIZATION],
    },
  }),

  listSuperAdmins: organizationOperation({
    id: "listSuperAdmins",
    summary: "List the owner and the super admins",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    answer: {
      status: 200,
      description: "The owner first, then the super admins in the order they joined.",
      schema: listOf(ref("SuperAdmin")),
      example: [SUPER_ADMIN_EXAMPLE],
    },
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"), 404: UNKNOWN("organization") },
  }),

  inviteSuperAdmin: organizationOperation({
    id: "inviteSuperAdmin",
    summary: "Make someone a super admin",
    description:
      "By email; an account is prepared for someone not yet signed up. Counts against the tier's team size.",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    body: fromDto(InviteUserDto),
    answer: {
      status: 201,
      description: "The new super admin.",
      schema: ref("SuperAdmin"),
      example: { ...SUPER_ADMIN_EXAMPLE, id: "admin-user-priya", role: "SUPER_ADMIN" },
    },
    refusals: {
      400: MALFORMED("email must be an email"),
      403: [
        `You do not belong to the organization, your role is below SUPER_ADMIN, or the team is full.`,
        teamIsFull(5),
      ],
      404: UNKNOWN("organization"),
      409: ["They are already a super admin.", "priya@meridian.example is already a super admin."],
    },
  }),

  removeSuperAdmin: organizationOperation({
    id: "removeSuperAdmin",
    summary: "Remove a super admin",
    tag: TAG,
    access: "session",
    params: pathIds(PERSON),
    answer: { status: 204, description: "Removed." },
    refusals: {
      400: BLANK_ID,
      403: ["Your role is below SUPER_ADMIN, or they are the owner.", OWNER_CANNOT_BE_REMOVED],
      404: UNKNOWN("organization", "user"),
    },
  }),

  listMembers: organizationOperation({
    id: "listOrganizationMembers",
    summary: "List the organization's people",
    description: "Everyone in a department, with the departments they belong to.",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    answer: {
      status: 200,
      description: "The people, by email.",
      schema: listOf(ref("OrganizationMember")),
      example: [ORGANIZATION_MEMBER_EXAMPLE],
    },
    refusals: { 403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"), 404: UNKNOWN("organization") },
  }),

  inviteMember: organizationOperation({
    id: "inviteOrganizationMember",
    summary: "Invite someone into departments",
    description: "By email, as a MEMBER of each department named. Counts against the tier's team size.",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    body: fromDto(InviteToDepartmentsDto, {
      properties: { departments: { description: "Department ids, at least one." } },
    }),
    answer: {
      status: 201,
      description: "The person with their departments.",
      schema: ref("OrganizationMember"),
      example: ORGANIZATION_MEMBER_EXAMPLE,
    },
    refusals: {
      400: MALFORMED("Departments must contain at least 1 elements."),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  setMemberDepartments: organizationOperation({
    id: "setOrganizationMemberDepartments",
    summary: "Replace someone's departments",
    description: "They leave the departments not named and join the new ones as MEMBER.",
    tag: TAG,
    access: "session",
    params: pathIds(PERSON),
    body: fromDto(UserDepartmentsDto, {
      properties: { departments: { description: "Department ids, at least one." } },
    }),
    answer: {
      status: 200,
      description: "The person with their departments.",
      schema: ref("OrganizationMember"),
      example: ORGANIZATION_MEMBER_EXAMPLE,
    },
    refusals: {
      400: MALFORMED("Departments must contain at least 1 elements."),
      403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  removeMember: organizationOperation({
    id: "removeOrganizationMember",
    summary: "Take someone out of every department",
    description: "Their department API keys go too.",
    tag: TAG,
    access: "session",
    params: pathIds(PERSON),
    answer: { status: 204, description: "Removed." },
    refusals: { 400: BLANK_ID, 403: OUTSIDER_OR_RANK_TOO_LOW("SUPER_ADMIN"), 404: UNKNOWN("organization") },
  }),

  listGridNodes: organizationOperation({
    id: "listGridNodes",
    summary: "List the grid nodes",
    description: "Where models can run, by region then name, with their price and renewable share.",
    tag: TAG,
    access: "session",
    answer: {
      status: 200,
      description: "The grid nodes.",
      schema: listOf(ref("GridNode")),
      example: [GRID_NODE_EXAMPLE],
    },
  }),

  requestsReport: organizationOperation({
    id: "getRequestsReport",
    summary: "The organization's requests, a page at a time",
    description:
      "Requests sent with department users' keys, newest first, from the departments named (or every department " +
      "you administer), optionally of one person. Page by number, or pass meta.nextCursor as cursor for the next, " +
      "older page: pages after a cursor hold still while new requests arrive.",
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    query: fromDto(RequestsReportQueryDto, {
      required: [],
      properties: {
        departmentIds: { description: "Repeat the parameter for several departments." },
        page: { default: 1, description: "From 1." },
        limit: { default: 20, description: "Requests per page." },
        userId: { description: "Only this person's requests." },
        cursor: { description: "The meta.nextCursor of the page before; page is then set aside." },
      },
    }),
    answer: {
      status: 200,
      description: "One page, with the total.",
      schema: ref("RequestsReport"),
      example: {
        items: [
          {
            id: "req-0001",
            createdAt: "2025-03-14T12:00:00.000Z",
            status: 200,
            error: null,
            departmentId: "dep-research",
            model: "mistral-large-latest",
            totalCost: 0.0044,
            apikey: {
              id: "key-amara-1",
              departmentUser: {
                id: "du-1",
                user: { id: "user-amara", email: "amara.okafor@meridian.example" },
              },
            },
          },
        ],
        meta: {
          total: 42,
          page: 1,
          limit: 20,
          nextCursor: "WyIyMDI1LTAzLTE0IDExOjQxOjAwKzAwIiwicmVxLTAwMjAiXQ",
        },
      },
    },
    refusals: {
      400: MALFORMED("page must be an integer number"),
      403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  requestSeries: organizationOperation({
    id: "getRequestSeries",
    summary: "The organization's requests summed per day and department",
    description:
      "For charts: the requests sent with department users' keys in the departments named, summed per UTC day " +
      "and department over the last `days` days (today included), oldest day first; days without requests are " +
      "left out. `spend` is their cost in USD, `energyCost` its 15 % energy share (SPEC §9), and `emissions` an " +
      "estimate in grams of CO2e: each request's energy (total tokens / 1000 × the serving model's Wh per 1,000 " +
      "tokens) × (1 − the serving node's renewable share, recorded with the request; unknown counts as 0 %) / " +
      `1000 × ${NON_RENEWABLE_GRAMS_CO2E_PER_KWH} g CO2e per kWh of non-renewable electricity.`,
    tag: TAG,
    access: "session",
    params: pathIds(ORGANIZATION),
    query: fromDto(RequestSeriesQueryDto, {
      required: ["departmentIds"],
      properties: {
        departmentIds: { description: "At least one; repeat the parameter for several departments." },
        userId: { description: "Only this person's requests." },
        days: { default: DEFAULT_SERIES_DAYS, description: `From 1 to ${MAX_SERIES_DAYS}.` },
      },
    }),
    answer: {
      status: 200,
      description: "The points of the series.",
      schema: ref("RequestSeries"),
      example: {
        points: [
          {
            date: "2025-03-14",
            departmentId: "dep-research",
            requests: 42,
            spend: 0.1848,
            energyCost: 0.02772,
            emissions: 0.3861,
          },
        ],
      },
    },
    refusals: {
      400: MALFORMED("days must not be greater than 90"),
      403: OUTSIDER_OR_RANK_TOO_LOW("ADMIN"),
      404: UNKNOWN("organization", "department"),
    },
  }),
};
