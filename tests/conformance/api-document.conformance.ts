import { describe, expect, it } from "vitest";
import type { ApiDocumentGateway } from "../../core/api-document/api-document-gateway.port.ts";

/** The port answers the reference gateway's own document, whatever adapter reads it. */
export function apiDocumentGatewayConformance(arrange: () => Promise<ApiDocumentGateway>): void {
  describe("the API document gateway", () => {
    it("answers an OpenAPI 3.1 document whose every operation has a summary and a tag", async () => {
      const document = await (await arrange()).apiDocument();
      expect(document.openapi).toBe("3.1.0");
      expect(document.info.title).toEqual(expect.any(String));
      const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
      expect(operations.length).toBeGreaterThan(40);
      for (const operation of operations) {
        expect(operation?.summary, operation?.operationId).toEqual(expect.any(String));
        expect(operation?.tags?.length, operation?.operationId).toBe(1);
      }
    });

    it("describes the calls the dashboard makes, the public ones needing no token", async () => {
      const { paths } = await (await arrange()).apiDocument();
      expect(paths["/tiers"]?.get?.security).toEqual([]);
      expect(paths["/users/apikeys"]?.post?.security).toEqual([{ session: [] }]);
      expect(paths["/tiers/subscribe/{tierId}"]?.post?.parameters?.[0]).toMatchObject({
        name: "tierId",
        in: "path",
      });
    });

    it("answers a copy of its own to each caller", async () => {
      const gateway = await arrange();
      const first = await gateway.apiDocument();
      (first.info as { title: string }).title = "changed by a caller";
      expect((await gateway.apiDocument()).info.title).not.toBe("changed by a caller");
    });
  });
}
