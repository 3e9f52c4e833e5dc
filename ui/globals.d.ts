declare const __PROFILE__: string;
declare const __RAW_CONFIG__: Record<string, string | undefined>;
declare const __TEST_HOOKS__: boolean;
