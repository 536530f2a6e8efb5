const KEY = 'fw_device_id';

/** Spec 002 §3 sign-in payload: a device id kept in browser storage. */
export function deviceId(): string {
  try {
    const existing = window.localStorage.getItem(KEY);
    if (existing) return existing;
    const created = crypto.randomUUID();
    window.localStorage.setItem(KEY, created);
    return created;
  } catch {
    return 'unavailable';
  }
}
