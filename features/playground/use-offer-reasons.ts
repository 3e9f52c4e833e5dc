import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";
import type { NeededCapability } from "./playground.state.ts";
import { reasonList } from "./send-refusal.ts";

/** Why a model is not offered, in words: what it cannot do of what the request needs. */
export function useOfferReasons(): (missing: readonly ModelCapability[]) => string {
  const { t } = useTranslation();
  return useCallback(
    (missing) =>
      reasonList(missing.map((capability) => t(`playground.model.cannot.${capability as NeededCapability}`))),
    [t],
  );
}
