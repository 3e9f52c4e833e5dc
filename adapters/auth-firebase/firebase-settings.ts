/** Where the Firebase adapter finds its project, and whether it talks to the Auth emulator instead. */
export interface FirebaseSettings {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  /** host:port of the Auth emulator (local profile and tests); absent for the real Firebase. */
  readonly emulatorHost?: string;
}

/** The local profile and the tests: the emulator on this machine, with its demo project. */
export const FIREBASE_EMULATOR_SETTINGS: FirebaseSettings = {
  apiKey: "demo-api-key",
  authDomain: "127.0.0.1",
  projectId: "demo-meridian",
  emulatorHost: "127.0.0.1:9099",
};
