import { isEmptyAnswer } from '@/shared/api';

/**
 * Answers typed on this device that the server has not confirmed yet, kept in localStorage per form and
 * template version until it has. localStorage is written synchronously, so an answer typed just before the
 * tab is closed (or while offline) is there when the form is opened again; IndexedDB is asynchronous and
 * could lose that last write.
 */
export type Values = Record<string, unknown>;

const PREFIX = 'cascade.form-draft.';
const keyOf = (formId: string, versionId: string) => `${PREFIX}${formId}.${versionId}`;

const normal = (value: unknown): unknown => {
  if (isEmptyAnswer(value)) return undefined;
  return typeof value === 'string' ? value.trim() : value;
};

/** Whether the server's answer is what was typed (it trims text and drops empty answers). */
function sameAnswer(typed: unknown, stored: unknown): boolean {
  const [a, b] = [normal(typed), normal(stored)];
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => v === b[i]);
  return a === b;
}

/** The typed answers the server does not hold (a cleared answer is kept as empty). */
export function unconfirmed(values: Values, confirmed: Values): Values {
  const keys = new Set([...Object.keys(values), ...Object.keys(confirmed)]);
  const out: Values = {};
  for (const key of keys) if (!sameAnswer(values[key], confirmed[key])) out[key] = values[key] ?? '';
  return out;
}

export interface LocalDraftStore {
  read(): Values;
  /** Keeps `answers` (or forgets them when empty); false when this browser cannot keep them. */
  write(answers: Values): boolean;
}

export function localDraftStore(formId: string, versionId: string): LocalDraftStore {
  const key = keyOf(formId, versionId);
  return {
    read() {
      try {
        const text = window.localStorage.getItem(key);
        const parsed: unknown = text ? JSON.parse(text) : null;
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Values) : {};
      } catch {
        return {};
      }
    },
    write(answers) {
      try {
        if (Object.keys(answers).length === 0) window.localStorage.removeItem(key);
        else window.localStorage.setItem(key, JSON.stringify(answers));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** Forgets every kept draft of a form (it is signed: nothing more can be saved). */
export function forgetLocalDrafts(formId: string): void {
  try {
    const keys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i));
    for (const key of keys) if (key?.startsWith(`${PREFIX}${formId}.`)) window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, or storage refused: nothing to forget.
  }
}

/**
 * What this device keeps of a form while it is filled in: the answers as typed, and those the server last
 * confirmed; whatever differs is written to the store at every change and after every save.
 */
export class LocalDraft {
  readonly initial: Values;
  private confirmed: Values;
  private current: Values;

  constructor(
    private readonly store: LocalDraftStore,
    serverAnswers: Values,
  ) {
    this.confirmed = serverAnswers;
    this.initial = { ...serverAnswers, ...store.read() };
    this.current = this.initial;
  }

  /** Answers typed now: kept; true when they were (false when this browser cannot keep them). */
  typed(values: Values): boolean {
    this.current = values;
    return this.store.write(unconfirmed(values, this.confirmed));
  }

  /** The server's answers after a save: what it now holds is no longer kept here. */
  confirm(serverAnswers: Values): boolean {
    this.confirmed = serverAnswers;
    return this.store.write(unconfirmed(this.current, serverAnswers));
  }

  /** Whether something typed is not on the server yet. */
  get pending(): boolean {
    return Object.keys(unconfirmed(this.current, this.confirmed)).length > 0;
  }
}
