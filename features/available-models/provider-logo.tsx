import type { Provider } from "../../core/available-models/provider.entity.ts";
import { displayableLogo } from "../../core/available-models/provider-logo.ts";
import { fnv1aHash } from "../../core/text/fnv1a-hash.ts";

/** Palette roles an initial may take: each provider keeps its own, in both themes. */
const TONES = ["primary", "accent", "distinct", "positive", "info", "warning"] as const;

/**
 * A provider's logo when it is an inline image or on the dashboard's own origin, else its initial on a tone of
 * its own: remote logos are never fetched (see core's displayableLogo). Decorative: the name is always beside it.
 */
export function ProviderLogo({ provider }: { readonly provider: Pick<Provider, "name" | "logo"> | null }) {
  const name = provider?.name.trim() || "?";
  const source = displayableLogo(provider?.logo);
  if (source) {
    return <img className="app-provider-logo" src={source} alt="" width={20} height={20} draggable={false} />;
  }
  const tone = TONES[fnv1aHash(name) % TONES.length];
  // Drawn by CSS from the attribute, so the initial never joins the provider's name in the row's text.
  return (
    <span
      className={`app-provider-logo app-provider-initial app-provider-tone-${tone}`}
      data-initial={Array.from(name)[0]?.toUpperCase()}
      aria-hidden="true"
    />
  );
}
