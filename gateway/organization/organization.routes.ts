import type { FastifyInstance } from "fastify";
import { authenticate } from "../identity/authenticate.ts";
import { decimalJson } from "../server/decimal-json.ts";
import type { GatewayDeps } from "../server/gateway-deps.ts";
import { complianceFilesRoutes } from "./department-resources/compliance-files.routes.ts";
import { departmentUserApiKeysRoutes } from "./department-resources/department-user-api-keys.routes.ts";
import { departmentUsersRoutes } from "./department-resources/department-users.routes.ts";
import { departmentsRoutes } from "./departments/departments.routes.ts";
import { gridNodesRoutes } from "./models/grid-nodes.routes.ts";
import { organizationModelsRoutes } from "./models/organization-models.routes.ts";
import { refuseNulCharacters } from "./nul-characters.ts";
import { organizationSummaryRoutes } from "./overview/organization-summary.routes.ts";
import { requestsReportRoutes } from "./report/requests-report.routes.ts";
import { organizationSettingsRoutes } from "./settings/organization-settings.routes.ts";
import { organizationMembersRoutes } from "./users/organization-members.routes.ts";
import { superAdminsRoutes } from "./users/super-admins.routes.ts";

const SUB_AREAS = [
  organizationSummaryRoutes,
  superAdminsRoutes,
  departmentsRoutes,
  departmentUsersRoutes,
  organizationMembersRoutes,
  departmentUserApiKeysRoutes,
  complianceFilesRoutes,
  organizationModelsRoutes,
  gridNodesRoutes,
  requestsReportRoutes,
  organizationSettingsRoutes,
];

/** Every /organization… call and GET /node (SPEC §7), signed in, roles checked on each (SPEC §6). */
export async function organizationRoutes(app: FastifyInstance, deps: GatewayDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook("preHandler", authenticate(deps.db, deps.identity));
    scope.addHook("preHandler", refuseNulCharacters);
    // Prices, percentages and budgets are decimals in the contract, whole values included.
    scope.setReplySerializer(
      decimalJson(
        "lmp",
        "renewablePercentage",
        "emission",
        "monthlyBudgetInDollar",
        "spentThisMonthInDollar",
        "totalCost",
        "spend",
        "energyCost",
        "emissions",
      ),
    );
    for (const subArea of SUB_AREAS) await subArea(scope, deps);
  });
}
