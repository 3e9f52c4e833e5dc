import { BehaviorSubject, type Observable } from "rxjs";
import type { ApiKey } from "../../core/api-keys/api-key.entity.ts";
import type { ApiKeySettings } from "../../core/api-keys/api-key-settings.dto.ts";
import { ApiKeyStatus } from "../../core/api-keys/api-key-status.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { RotationGrace } from "../../core/api-keys/rotation-grace.ts";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../core/notifier/report-failure.ts";
import {
  type ApiKeySettingsDraft,
  type ApiKeySettingsField,
  apiKeySettingsErrorsOf,
  apiKeySettingsForm,
  checkedApiKeySettings,
  withApiKeySettingsField,
} from "../../ui/api-keys/api-key-settings-draft.ts";
import { type ListedApiKey, listedApiKey } from "../../ui/api-keys/listed-api-key.ts";
import {
  type ApiKeysCall,
  type ApiKeysState,
  INITIAL_API_KEYS_STATE,
  type RevealedApiKey,
} from "./api-keys.state.ts";

/** SPEC §8: a failed key generation is shown for 5 seconds. */
export const CREATE_FAILURE_TOAST_MS = 5000;

/** The screen's own words, read when needed (the language may change). */
export interface ApiKeysTexts {
  /** For a failed creation the server did not explain. */
  createFailed(): string;
  /** For a failed edit, rotation or revocation the server did not explain. */
  changeFailed(): string;
  /** For a failed deletion the server did not explain. */
  removeFailed(): string;
  saved(name: string): string;
  revoked(name: string): string;
  removed(name: string): string;
}

export interface ApiKeysDependencies {
  readonly gateway: ApiKeysGateway;
  readonly catalogue: Pick<AvailableModelsGateway, "listModels">;
  readonly notifier: Pick<Notifier, "notify">;
  readonly now: () => number;
  readonly texts: ApiKeysTexts;
}

/**
 * The signed-in person's API keys: the list (masked, each with its status, limits and use this month), keys made
 * and edited through one settings form, rotated with a grace, revoked or deleted once confirmed. A secret the
 * gateway issues is shown in full once. One call at a time; what the screen shows always comes from the gateway's
 * answer. Broken settings are shown by field; other failures in an error toast with the server's messages (SPEC §8).
 */
export class ApiKeysViewModel {
  private readonly state = new BehaviorSubject<ApiKeysState>(INITIAL_API_KEYS_STATE);
  private disposed = false;
  readonly state$: Observable<ApiKeysState> = this.state.asObservable();

  constructor(private readonly deps: ApiKeysDependencies) {
    void this.load();
    void this.loadModels();
  }

  current(): ApiKeysState {
    return this.state.value;
  }

  /** Asks for the list again after it failed to load. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Opens the form of a new key. */
  openCreation(): void {
    if (this.idle()) this.patch({ form: apiKeySettingsForm(null) });
  }

  /** Opens the form of a listed key's settings, as they stand. */
  openEdit(id: string): void {
    const key = this.listed(id);
    if (key && this.idle()) this.patch({ form: apiKeySettingsForm(id, key.settings) });
  }

  changeForm<F extends ApiKeySettingsField>(field: F, value: ApiKeySettingsDraft[F]): void {
    const { form } = this.state.value;
    if (form) this.patch({ form: withApiKeySettingsField(form, field, value) });
  }

  closeForm(): void {
    if (this.state.value.call === null) this.patch({ form: null });
  }

  /** Makes the key or saves its settings; broken rules stay in the form, by field. */
  async submitForm(): Promise<void> {
    const { form, call } = this.state.value;
    if (!form || call) return;
    const checked = checkedApiKeySettings(form.draft, this.deps.now());
    if ("fieldErrors" in checked) {
      this.patch({ form: { ...form, fieldErrors: checked.fieldErrors } });
      return;
    }
    if (form.keyId === null) await this.create(checked.settings);
    else await this.save(form.keyId, checked.settings);
  }

  /** Hides the secret for good; the list keeps the key masked. */
  dismissRevealed(): void {
    this.patch({ revealed: null });
  }

  askToRotate(id: string): void {
    const key = this.listed(id);
    if (key && key.status !== ApiKeyStatus.REVOKED && this.idle())
      this.patch({ rotation: { id, name: key.name, grace: RotationGrace.ONE_HOUR } });
  }

  chooseGrace(grace: RotationGrace): void {
    const { rotation } = this.state.value;
    if (rotation) this.patch({ rotation: { ...rotation, grace } });
  }

  cancelRotation(): void {
    if (this.state.value.call === null) this.patch({ rotation: null });
  }

  /** Rotates the key with the chosen grace and shows its new secret, once. */
  async confirmRotation(): Promise<void> {
    const { rotation, call } = this.state.value;
    if (!rotation || call) return;
    await this.run("rotating", this.deps.texts.changeFailed, async () => {
      const keys = await this.deps.gateway.rotate(rotation.id, rotation.grace);
      this.patch({ keys: this.newestFirst(keys), revealed: issuedAmong(keys, true), rotation: null });
    });
    this.patch({ rotation: null });
  }

  askToRevoke(id: string): void {
    const key = this.listed(id);
    if (key && key.status !== ApiKeyStatus.REVOKED && this.idle())
      this.patch({ confirmation: { kind: "revoke", id, name: key.name } });
  }

  askToRemove(id: string): void {
    const key = this.listed(id);
    if (key && this.idle()) this.patch({ confirmation: { kind: "remove", id, name: key.name } });
  }

  cancelConfirmation(): void {
    if (this.state.value.call === null) this.patch({ confirmation: null });
  }

  /** Revokes or deletes the key the person confirmed, and says so. */
  async confirm(): Promise<void> {
    const { confirmation, call, revealed } = this.state.value;
    if (!confirmation || call) return;
    const { id, name, kind } = confirmation;
    const { texts, gateway, notifier } = this.deps;
    if (kind === "revoke") {
      await this.run("revoking", texts.changeFailed, async () => {
        this.patch({ keys: this.newestFirst(await gateway.revoke(id)) });
        notifier.notify({ message: texts.revoked(name), intent: "positive" });
      });
    } else {
      await this.run("removing", texts.removeFailed, async () => {
        this.patch({ keys: this.newestFirst(await gateway.remove(id)) });
        if (revealed?.id === id) this.patch({ revealed: null });
        notifier.notify({ message: texts.removed(name), intent: "positive" });
      });
    }
    this.patch({ confirmation: null });
  }

  dispose(): void {
    this.disposed = true;
    // The last state may hold a secret: nothing keeps it once the screen is gone.
    this.state.next(INITIAL_API_KEYS_STATE);
    this.state.complete();
  }

  private async create(settings: ApiKeySettings): Promise<void> {
    await this.run(
      "creating",
      this.deps.texts.createFailed,
      async () => {
        const keys = await this.deps.gateway.create(settings);
        this.patch({ keys: this.newestFirst(keys), revealed: issuedAmong(keys, false), form: null });
      },
      CREATE_FAILURE_TOAST_MS,
    );
  }

  private async save(id: string, settings: ApiKeySettings): Promise<void> {
    await this.run("saving", this.deps.texts.changeFailed, async () => {
      this.patch({ keys: this.newestFirst(await this.deps.gateway.update(id, settings)), form: null });
      this.deps.notifier.notify({ message: this.deps.texts.saved(settings.name), intent: "positive" });
    });
  }

  /**
   * One call at a time. Settings the gateway refused (400) go back into the open form by field; any other
   * failure is reported in a toast.
   */
  private async run(
    call: Exclude<ApiKeysCall, null>,
    fallback: () => string,
    work: () => Promise<void>,
    timeoutMs?: number,
  ): Promise<void> {
    this.patch({ call });
    try {
      await work();
    } catch (error) {
      const { form } = this.state.value;
      if (form && error instanceof GatewayError && error.status === 400 && error.shownAs === null)
        this.patch({ form: { ...form, fieldErrors: apiKeySettingsErrorsOf(error.serverMessages) } });
      else reportFailure(this.deps.notifier, error, fallback(), { timeoutMs });
    } finally {
      this.patch({ call: null });
    }
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      const keys = await this.deps.gateway.list();
      this.patch({ status: "ready", keys: this.newestFirst(keys) });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  /** The models a key may be limited to; without the catalogue, the form offers none (all models). */
  private async loadModels(): Promise<void> {
    try {
      const models = await this.deps.catalogue.listModels();
      const names = models.filter((model) => model.active).map((model) => model.systemName);
      this.patch({ models: [...new Set(names)].sort((a, b) => a.localeCompare(b)) });
    } catch {
      this.patch({ models: [] });
    }
  }

  private idle(): boolean {
    const { status, call, form, rotation, confirmation } = this.state.value;
    return status === "ready" && call === null && !form && !rotation && !confirmation;
  }

  private listed(id: string): ListedApiKey | undefined {
    return this.state.value.keys.find((key) => key.id === id);
  }

  /** The list shows the newest key first, where a key just made appears. */
  private newestFirst(keys: readonly ApiKey[]): ListedApiKey[] {
    const now = this.deps.now();
    return [...keys]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((key) => listedApiKey(key, now));
  }

  private patch(change: Partial<ApiKeysState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

/** The key whose secret the answer carries in full: the one the call just made or rotated. */
function issuedAmong(keys: readonly ApiKey[], rotated: boolean): RevealedApiKey | null {
  const issued = keys.find((key) => key.secretInFull === true);
  return issued
    ? { id: issued.id, name: issued.name, masked: maskApiKey(issued.value), value: issued.value, rotated }
    : null;
}
