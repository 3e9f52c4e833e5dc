/** SPEC §9: the sign-in popup window's size. */
export const POPUP_WIDTH = 500;
export const POPUP_HEIGHT = 600;

/** SPEC §4, §9: a popup the person closed is reported this long after it closed, so a late answer still counts. */
export const POPUP_CLOSED_REJECT_AFTER_MS = 8_000;

/** SPEC §9: how long a redirect event is remembered, so one delivered twice is handled once. */
export const REDIRECT_EVENT_MEMORY_MS = 10 * 60 * 1000;

export interface ScreenArea {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** `window.open` features for a 500 × 600 popup centred on the given area. */
export function popupWindowFeatures(area: ScreenArea): string {
  const left = Math.max(0, Math.round(area.left + (area.width - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(area.top + (area.height - POPUP_HEIGHT) / 2));
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
