import { and, eq, inArray, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import {
  type ApiKeySettings,
  ApiKeySettingsDto,
  apiKeyExpiryRefusal,
  apiKeySettingsOf,
  unlimitedKeySettings,
} from "../../core/api-keys/api-key-settings.dto.ts";
import {
  departments,
  departmentUsers,
  organizationModels,
  organizations,
} from "../organization/organization.schema.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { badRequest, HttpProblem } from "../server/http-problem.ts";
import { inputFields, validatedInput } from "../server/validated-input.ts";

/** Where a key's allowed models may come from: the catalogue, and these organizations' own models. */
export type ModelsKnownTo = { readonly organizationId: string } | { readonly userId: string };

export const unknownAllowedModels = (names: readonly string[]) =>
  `allowedModels names models that do not exist: ${names.join(", ")}`;

/**
 * A key's settings from a request's body, or a 400 with every broken rule: an expiry in the past, models that
 * exist nowhere the key could reach. `defaultName` (a new key) lets the body be left out or partial: what it does
 * not say is unlimited, and the name is the default; without it (an edit) the body states every setting.
 */
export async function apiKeySettingsInput(
  deps: Pick<GatewayDeps, "db" | "catalogue" | "clock">,
  request: FastifyRequest,
  knownTo: ModelsKnownTo,
  defaultName?: string,
): Promise<ApiKeySettings> {
  // A form would be left unread (the body is optional): a body the gateway cannot read is refused, as elsewhere.
  if (request.isMultipart()) throw new HttpProblem(415, "Send the body as application/json.");
  const body = request.body;
  const fields =
    defaultName === undefined ? body : { ...unlimitedKeySettings(defaultName), ...inputFields(body) };
  const dto = validatedInput(ApiKeySettingsDto, fields);
  const settings: ApiKeySettings = {
    ...apiKeySettingsOf(dto),
    allowedModels: dto.allowedModels === null ? null : [...new Set(dto.allowedModels)],
  };
  const expiry = apiKeyExpiryRefusal(settings.expiresAt, deps.clock.now());
  if (expiry) throw badRequest(expiry);
  if (settings.allowedModels !== null) {
    const unknown = await modelsUnknown(deps, settings.allowedModels, knownTo);
    if (unknown.length > 0) throw badRequest(unknownAllowedModels(unknown));
  }
  return settings;
}

async function modelsUnknown(
  { db, catalogue }: Pick<GatewayDeps, "db" | "catalogue">,
  names: readonly string[],
  knownTo: ModelsKnownTo,
): Promise<string[]> {
  const known = new Set((await catalogue.all()).map((model) => model.systemName));
  const left = names.filter((name) => !known.has(name));
  if (left.length === 0) return [];
  const reachable =
    "organizationId" in knownTo
      ? eq(organizationModels.organizationId, knownTo.organizationId)
      : inArray(
          organizationModels.organizationId,
          db
            .select({ id: organizations.id })
            .from(organizations)
            .leftJoin(departments, eq(departments.organizationId, organizations.id))
            .leftJoin(departmentUsers, eq(departmentUsers.departmentId, departments.id))
            .where(or(eq(organizations.ownerId, knownTo.userId), eq(departmentUsers.userId, knownTo.userId))),
        );
  const own = await db
    .select({ name: organizationModels.name })
    .from(organizationModels)
    .where(and(reachable, inArray(organizationModels.name, left)));
  const owned = new Set(own.map((model) => model.name));
  return left.filter((name) => !owned.has(name));
}
