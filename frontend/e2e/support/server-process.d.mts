export declare const ADMIN_PASSWORD: string;
export declare const SERVICE_TOKEN: string;
export declare const CHROMIUM_LAUNCH: { readonly executablePath: string; readonly args: string[] };
export declare const FULL_CHROMIUM_LAUNCH: {
  readonly executablePath: string;
  readonly args: string[];
};

export interface RunningServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** What the server printed (for a failing test's message). */
  readonly output: () => string;
  /** Ends the server (and removes its data folder) without waiting for it. */
  kill(): void;
  stop(): Promise<void>;
}

export declare function spawnServer(env?: Readonly<Record<string, string>>): Promise<RunningServer>;
