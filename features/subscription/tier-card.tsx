import { Button, Card, Classes, Tag } from "@blueprintjs/core";
import { Cross, Envelope, LogIn, Office, People, Tick } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { CancelMode, ShownTier } from "./subscription.state.ts";
import { perPeriodText, renewalText, statusText, tierActionText, tierFlagTexts } from "./tier-texts.ts";

export interface TierCardProps {
  readonly tier: ShownTier;
  /** A call is running: the buttons wait. */
  readonly busy: boolean;
  onChoose(tierId: string): void;
  onCancel(tierId: string, mode: CancelMode): void;
}

/**
 * One tier: its name, description, price per period, features (yes/no or text), team and organization flags, and
 * the button its payment method calls for. The person's current tier says so, with its status and renewal, and
 * offers both ways to cancel; the tier the address named is marked.
 */
export function TierCard({ tier, busy, onChoose, onCancel }: TierCardProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const classes = [
    "app-tier-card",
    tier.current ? "app-tier-card-current" : "",
    tier.preselected ? "app-tier-card-chosen" : "",
  ];
  return (
    <Card
      elevation={tier.current || tier.preselected ? 2 : 0}
      selected={tier.preselected}
      className={classes.filter(Boolean).join(" ")}
      data-testid="tier-card"
      data-tier-id={tier.id}
      role="group"
      aria-labelledby={headingId}
      aria-current={tier.current ? "true" : undefined}
    >
      <header className="app-tier-header">
        <h2 id={headingId} className={`${Classes.HEADING} app-tier-name`}>
          {tier.name}
        </h2>
        <span className="app-tier-tags">
          {tier.current ? (
            <Tag intent="success" data-testid="tier-current">
              {t("subscription.yourTier")}
            </Tag>
          ) : null}
          {tier.preselected ? (
            <Tag intent="primary" minimal data-testid="tier-chosen">
              {t("subscription.chosen")}
            </Tag>
          ) : null}
        </span>
      </header>
      {tier.description ? (
        <p className={`${Classes.TEXT_MUTED} app-tier-description`}>{tier.description}</p>
      ) : null}
      <p className="app-tier-price" data-testid="tier-price">
        <span className="app-tier-amount">{tier.price}</span>{" "}
        <span className="app-tier-period">{perPeriodText(t, tier.period)}</span>
      </p>
      {tier.current ? (
        <p className="app-tier-subscription" data-testid="tier-subscription">
          <Tag
            minimal
            intent={tier.current.renewal === "ends" ? "warning" : "success"}
            data-testid="tier-status"
          >
            {statusText(t, tier.current.status)}
          </Tag>
          <span data-testid="tier-renewal">{renewalText(t, tier.current)}</span>
        </p>
      ) : null}
      <TierFlags tier={tier} />
      <TierFeatureList tier={tier} />
      <footer className="app-tier-actions">
        <TierActionButton tier={tier} busy={busy} onChoose={onChoose} />
        {tier.current && tier.current.cancelModes.length > 0 ? (
          <fieldset className="app-tier-cancel">
            <legend className="app-visually-hidden">
              {t("subscription.cancelActions", { tier: tier.name })}
            </legend>
            {tier.current.cancelModes.map((mode) => (
              <Button
                key={mode}
                variant="minimal"
                intent="danger"
                size="small"
                disabled={busy}
                onClick={() => onCancel(tier.id, mode)}
              >
                {mode === "now" ? t("subscription.cancelNow") : t("subscription.cancelAtPeriodEnd")}
              </Button>
            ))}
          </fieldset>
        ) : null}
      </footer>
    </Card>
  );
}

function TierFeatureList({ tier }: { readonly tier: ShownTier }) {
  const { t } = useTranslation();
  if (tier.features.length === 0) return null;
  return (
    <dl className="app-tier-features" aria-label={t("subscription.features", { tier: tier.name })}>
      {tier.features.map((feature) => (
        <div key={feature.key} className="app-tier-feature" data-testid="tier-feature">
          <dt>{feature.title}</dt>
          <dd>
            {typeof feature.value === "boolean" ? (
              <span className={feature.value ? "app-tier-yes" : "app-tier-no"}>
                {feature.value ? <Tick size={14} /> : <Cross size={14} />}{" "}
                {feature.value ? t("common.yes") : t("common.no")}
              </span>
            ) : (
              feature.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether the tier has a team (and how large) and organizations: the flags that gate those areas (SPEC §6). */
function TierFlags({ tier }: { readonly tier: ShownTier }) {
  const { t } = useTranslation();
  const { team, organization } = tierFlagTexts(t, tier);
  return (
    <ul className="app-tier-flags" aria-label={t("subscription.flags")}>
      <li>
        <Tag minimal icon={<People />} intent={tier.teamEnabled ? "primary" : "none"} data-testid="tier-team">
          {team}
        </Tag>
      </li>
      <li>
        <Tag
          minimal
          icon={<Office />}
          intent={tier.organizationEnabled ? "primary" : "none"}
          data-testid="tier-organization"
        >
          {organization}
        </Tag>
      </li>
    </ul>
  );
}

function TierActionButton({
  tier,
  busy,
  onChoose,
}: {
  readonly tier: ShownTier;
  readonly busy: boolean;
  onChoose(tierId: string): void;
}) {
  const { t } = useTranslation();
  const { action } = tier;
  const text = tierActionText(t, tier);
  switch (action.kind) {
    case "subscribe":
      return (
        <Button
          intent="primary"
          fill
          disabled={busy}
          onClick={() => onChoose(tier.id)}
          data-testid="tier-action"
        >
          {text}
        </Button>
      );
    case "sign-in":
      return (
        <Link
          to={action.href}
          className={`${Classes.BUTTON} ${Classes.INTENT_PRIMARY} ${Classes.FILL}`}
          data-testid="tier-action"
        >
          <LogIn />
          <span className={Classes.BUTTON_TEXT}>{text}</span>
        </Link>
      );
    case "mail":
      return (
        // A link, not a button: it opens the person's mail program on a draft.
        <a href={action.href} className={`${Classes.BUTTON} ${Classes.FILL}`} data-testid="tier-action">
          <Envelope />
          <span className={Classes.BUTTON_TEXT}>{text}</span>
        </a>
      );
    case "unavailable":
      return (
        <Button fill disabled data-testid="tier-action">
          {text}
        </Button>
      );
    case "current":
      return null;
  }
}
