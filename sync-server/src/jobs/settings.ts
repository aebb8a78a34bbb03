/** The job queue's settings from the environment (docs/deploy.md lists them). */
export interface JobSettings {
  /**
   * How often (seconds) one instance checks for jobs whose process died (expired while running) and
   * hands them to a retry; JOBS_MAINTENANCE_SECONDS, default 30.
   */
  maintenanceIntervalSeconds: number;
  /** How long close() waits for running jobs before failing them over to another instance (ms). */
  stopTimeoutMs: number;
}

export function readJobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  const maintenance = Number(env.JOBS_MAINTENANCE_SECONDS);
  return {
    maintenanceIntervalSeconds: Number.isInteger(maintenance) && maintenance >= 1 ? maintenance : 30,
    stopTimeoutMs: 10_000,
  };
}
