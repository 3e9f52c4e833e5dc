import { Tag } from "@blueprintjs/core";
import { Globe, Key, Lock } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import type { OperationAccess } from "../../core/api-document/api-operation.ts";

const ICONS = { public: <Globe />, session: <Lock />, apiKey: <Key /> } as const;

/** Who may call an operation: anyone, a signed-in session, or an API key too. */
export function AccessTag({ access }: { readonly access: OperationAccess }) {
  const { t } = useTranslation();
  return (
    <Tag minimal round icon={ICONS[access]} intent={access === "public" ? "success" : "none"}>
      {t(`apiDocument.access.${access}`)}
    </Tag>
  );
}
