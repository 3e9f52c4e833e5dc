import { useTranslation } from "react-i18next";
import privacy from "../../docs/legal/privacy.md?raw";
import terms from "../../docs/legal/terms.md?raw";
import { LegalDocument } from "./legal-document.tsx";

/** /tos: docs/legal/terms.md. */
export function TermsPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t("routes.TERMS_OF_SERVICE")} markdown={terms} />;
}

/** /privacy-policy: docs/legal/privacy.md. */
export function PrivacyPage() {
  const { t } = useTranslation();
  return <LegalDocument title={t("routes.PRIVACY_POLICY")} markdown={privacy} />;
}
