import type { NotificationListJson } from "../../../core/notifications/notification-json.ts";
import type { NotificationsGateway } from "../../../core/notifications/notifications-gateway.port.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import type { GatewayHttpClient } from "../gateway-http-client.ts";

// Read in the background every minute: a failure is the shell's to tell, never an error page over the screen.
const QUIET = { handlesOwnErrors: true } as const;

export class HttpNotificationsGateway implements NotificationsGateway {
  constructor(private readonly http: GatewayHttpClient) {}

  async list(): Promise<NotificationListJson> {
    return notificationListOf(await this.http.get("/notifications", QUIET));
  }

  async markRead(id: string): Promise<void> {
    await this.http.post(`/notifications/${encodeURIComponent(requireId(id))}/read`, QUIET);
  }

  async markAllRead(): Promise<void> {
    await this.http.post("/notifications/read-all", QUIET);
  }
}

/** The answer of GET notifications, or a TypeError when it is not one (a broken contract, not an empty list). */
function notificationListOf(body: unknown): NotificationListJson {
  const { data, unread } = (body ?? {}) as Partial<NotificationListJson>;
  if (!Array.isArray(data) || typeof unread !== "number")
    throw new TypeError("Expected the notifications as { data, unread }");
  return { data, unread };
}
