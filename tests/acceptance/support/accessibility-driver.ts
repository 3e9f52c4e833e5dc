/** A WCAG rule axe-core found broken, with what a developer needs to find and fix it. */
export interface AccessibilityViolation {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly helpUrl: string;
  /** The CSS selectors of every element that breaks it. */
  readonly targets: readonly string[];
}

/** Where the keyboard focus is, as a keyboard user sees it. */
export interface FocusedElement {
  /** The element's text, else its label, else its markup (to say what took the focus). */
  readonly name: string;
  /** Whether it is the page's main heading (the h1 focus is moved to on navigation). */
  readonly isPageHeading: boolean;
  /** Whether it is drawn with a visible focus indicator (an outline or a box shadow). */
  readonly visiblyFocused: boolean;
}

/** The overlays a screen opens, named as the accessibility scenarios list them. */
export const OVERLAYS = [
  "the navigation drawer",
  "the remove API key alert",
  "the request details drawer",
  "the add card dialog",
  "the card choice dialog",
  "the free tier alert",
  "the cancel subscription alert",
  "the view code drawer",
  "the clear conversation alert",
  "the invite member dialog",
  "the member departments dialog",
  "the remove member alert",
  "the remove super admin alert",
  "the add available model dialog",
  "the add custom model dialog",
  "the remove model alert",
  "the model configuration popover",
  "the create department dialog",
  "the discard changes alert",
  "the remove department model alert",
] as const;

export type OverlayName = (typeof OVERLAYS)[number];

export function asOverlayName(name: string): OverlayName {
  if (!(OVERLAYS as readonly string[]).includes(name))
    throw new Error(`No overlay "${name}"; known: ${OVERLAYS.join(", ")}`);
  return name as OverlayName;
}

/** What only a browser engine can check: the rendered accessibility tree, contrast and the keyboard. */
export interface AccessibilityDriver {
  /** What axe-core finds against WCAG 2.1 A and AA on what is shown now, open overlays included. */
  violations(): Promise<readonly AccessibilityViolation[]>;
  /** Opens an overlay from the screen that owns it (opening that screen first). */
  openOverlay(name: OverlayName): Promise<void>;
  /** Presses Tab until the control with this role and name has the focus; fails when it never gets it. */
  tabTo(role: "button" | "link" | "textbox" | "radio" | "checkbox", name: string): Promise<void>;
  /** Presses a key (Playwright's key names: Enter, Escape, Space, …) on whatever has the focus. */
  press(key: string): Promise<void>;
  /** Types text into whatever has the focus. */
  type(text: string): Promise<void>;
  focused(): Promise<FocusedElement>;
  /**
   * The endless animations still running once the page has settled, hidden ones included (each named by its
   * animation and element): motion nobody asked for, which also keeps the browser drawing frames.
   */
  endlessAnimations(): Promise<readonly string[]>;
}
