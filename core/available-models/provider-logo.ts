/** Images a data URL may carry; anything else (HTML, scripts) is never used as a logo. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/i;

/**
 * The provider logo the dashboard may show: an inline image (data URL) or a path on the dashboard's own origin.
 * A remote address is refused (null): loading it would tell a third party who reads the catalogue and when, it
 * breaks offline use, and a logo URL is data the gateway relays, not something the dashboard vouches for.
 * The screen shows the provider's initial instead.
 */
export function displayableLogo(logo: string | null | undefined): string | null {
  if (!logo) return null;
  if (DATA_IMAGE.test(logo)) return logo;
  // "//host" and "/\host" are protocol-relative in browsers: another origin.
  return /^\/(?![/\\])/.test(logo) ? logo : null;
}
