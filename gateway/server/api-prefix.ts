/** Where every route of the gateway is served. */
export const API_PREFIX = "/v1/api";
