/** One upload as the fake XMLHttpRequest saw it. */
export interface SentUpload {
  url: string;
  authorization: string | null;
  form: FormData;
  /** Report progress, then answer; or fail the connection. */
  progress(loaded: number, total: number): void;
  respond(status: number, body: unknown): void;
  fail(): void;
  aborted: boolean;
}

/**
 * Replaces XMLHttpRequest (uploads go over it for progress) until `restore()`. Each `send` is recorded in
 * `sent` and waits for the test to answer it.
 */
export function installFakeXhr() {
  const sent: SentUpload[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    private record: SentUpload | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    send(form: FormData) {
      const progress = (loaded: number, total: number) =>
        this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
      const respond = (status: number, body: unknown) => {
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      };
      const fail = () => this.onerror?.();
      this.record = {
        url: this.url,
        authorization: this.headers.authorization ?? null,
        form,
        aborted: false,
        progress,
        respond,
        fail,
      };
      sent.push(this.record);
    }
    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
  }
  const original = globalThis.XMLHttpRequest;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return { sent, restore: () => (globalThis.XMLHttpRequest = original) };
}
