/** One of the demo account's own API keys: the gateway makes its value, the memory profile a fixed one. */
export interface DemoKey {
  readonly id: string;
  readonly createdDaysAgo: number;
}

/** The demo account's own keys, oldest first. */
export const DEMO_ACCOUNT_KEYS: readonly DemoKey[] = [
  { id: "key-demo-1", createdDaysAgo: 180 },
  { id: "key-demo-2", createdDaysAgo: 2 },
];

/** The id of the API key a demo person holds in a department (one each): fixed, so the request history can name it. */
export function demoDepartmentKeyId(departmentId: string, userId: string): string {
  return `key-${departmentId}-${userId}`;
}
