import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ApiKeyChoice } from "./playground.state.ts";

const SELECT_ID = "playground-api-key";
const SESSION = "";

interface ApiKeyPickerProps {
  readonly keys: readonly ApiKeyChoice[];
  readonly value: string | null;
  readonly onChange: (apiKeyId: string | null) => void;
}

/** Calls as the signed-in user (the default) or with one of the person's API keys, by name. */
export function ApiKeyPicker({ keys, value, onChange }: ApiKeyPickerProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={t("playground.apiKey.label")} labelFor={SELECT_ID}>
      <HTMLSelect
        id={SELECT_ID}
        fill
        value={value ?? SESSION}
        onChange={(event) =>
          onChange(event.currentTarget.value === SESSION ? null : event.currentTarget.value)
        }
        options={[
          { value: SESSION, label: t("playground.apiKey.session") },
          ...keys.map((key) => ({
            value: key.id,
            label: t("playground.apiKey.key", { key: key.name, date: key.date }),
          })),
        ]}
      />
    </FormGroup>
  );
}
