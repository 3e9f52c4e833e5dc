import type { BudgetAlertSettingsJson } from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import type { BudgetAlertsGateway } from "../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";
import { departmentPath } from "../organization/organization-paths.ts";

export class HttpBudgetAlertsGateway implements BudgetAlertsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async settings(organizationId: string, departmentId: string): Promise<BudgetAlertSettingsJson> {
    return budgetAlertSettingsOf(
      await this.http.get(departmentPath(organizationId, departmentId, "budget-alerts")),
    );
  }

  async save(
    organizationId: string,
    departmentId: string,
    settings: BudgetAlertSettingsJson,
  ): Promise<BudgetAlertSettingsJson> {
    const path = departmentPath(organizationId, departmentId, "budget-alerts");
    return budgetAlertSettingsOf(await this.http.put(path, { body: settings }));
  }
}

function budgetAlertSettingsOf(body: unknown): BudgetAlertSettingsJson {
  const { thresholds, forecastWarning } = (body ?? {}) as Partial<BudgetAlertSettingsJson>;
  if (!Array.isArray(thresholds) || typeof forecastWarning !== "boolean")
    throw new TypeError("Expected budget alert settings as { thresholds, forecastWarning }");
  return { thresholds: thresholds.filter((threshold) => typeof threshold === "number"), forecastWarning };
}
