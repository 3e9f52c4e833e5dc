import { Button, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { SendMessage } from "@blueprintjs/icons";
import { useId, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { OrganizationRequestDraft } from "../../../core/organization/stored-organization-request-draft.ts";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import { countryOptions } from "./country-options.ts";
import type {
  OrganizationRequestState,
  OrganizationRequestViewModel,
} from "./organization-request.view-model.ts";
import { requestFieldErrorText } from "./request-field-error-text.ts";

type Field = keyof OrganizationRequestDraft;

/** The DTO's property behind each field: the country picker gives the calling code. */
const PROPERTY: Readonly<Record<Field, string>> = {
  name: "name",
  email: "email",
  country: "countryCode",
  phone: "phone",
};

interface OrganizationRequestFormProps {
  readonly viewModel: OrganizationRequestViewModel;
  readonly state: OrganizationRequestState;
}

/** Name, contact email, and the mobile number as a country's calling code plus the national number. */
export function OrganizationRequestForm({ viewModel, state }: OrganizationRequestFormProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const fields = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const countries = useMemo(
    () =>
      countryOptions(i18n.language, (country, code) =>
        i18n.t("organization.overview.request.countryOption", { country, code }),
      ),
    [i18n, i18n.language],
  );
  const errors = (field: Field) => errorsOf(state.fieldErrors, PROPERTY[field]);
  const control = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    value: state.draft[field],
    disabled: state.sending,
    "aria-invalid": errors(field).length > 0,
    "aria-describedby": `${id}-${field}-help`,
  });
  const intent = (field: Field) => (errors(field).length > 0 ? "danger" : "none");
  const send = async () => {
    if (await viewModel.submit()) return;
    // The first field the person has to fix gets the focus, its rules read out with it.
    const [first] = viewModel.current().fieldErrors;
    const field = (Object.keys(PROPERTY) as Field[]).find((each) => PROPERTY[each] === first?.property);
    if (field) fields.current[field]?.focus();
  };
  const keep = (field: Field) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };

  return (
    <form
      className="organization-request-form"
      noValidate
      aria-label={t("organization.overview.request.title")}
      aria-busy={state.sending}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <LabelledField
        errorText={requestFieldErrorText}
        id={`${id}-name`}
        label={t("organization.overview.request.name")}
        errors={errors("name")}
      >
        <InputGroup
          {...control("name")}
          autoComplete="organization"
          intent={intent("name")}
          inputRef={keep("name")}
          onValueChange={(value) => viewModel.change("name", value)}
        />
      </LabelledField>
      <LabelledField
        errorText={requestFieldErrorText}
        id={`${id}-email`}
        label={t("organization.overview.request.email")}
        errors={errors("email")}
      >
        <InputGroup
          {...control("email")}
          type="email"
          autoComplete="email"
          intent={intent("email")}
          inputRef={keep("email")}
          onValueChange={(value) => viewModel.change("email", value)}
        />
      </LabelledField>
      <div className="organization-request-phone">
        <LabelledField
          errorText={requestFieldErrorText}
          id={`${id}-country`}
          label={t("organization.overview.request.country")}
          errors={errors("country")}
        >
          <HTMLSelect
            {...control("country")}
            fill
            autoComplete="tel-country-code"
            ref={keep("country")}
            onChange={(event) => viewModel.change("country", event.currentTarget.value)}
            options={[{ value: "", label: t("organization.overview.request.chooseCountry") }, ...countries]}
          />
        </LabelledField>
        <LabelledField
          errorText={requestFieldErrorText}
          id={`${id}-phone`}
          label={t("organization.overview.request.phone")}
          errors={errors("phone")}
          helper={<span>{t("organization.overview.request.phoneHelp")}</span>}
        >
          <InputGroup
            {...control("phone")}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            intent={intent("phone")}
            inputRef={keep("phone")}
            onValueChange={(value) => viewModel.change("phone", value)}
          />
        </LabelledField>
      </div>
      <div className="organization-request-actions">
        <Button type="submit" intent="primary" icon={<SendMessage />} loading={state.sending}>
          {t("organization.overview.request.send")}
        </Button>
      </div>
    </form>
  );
}
