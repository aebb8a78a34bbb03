/** The job queue's settings from the environment (docs/deploy.md lists them). */
export interface JobSettings {
  /**
   * How often (seconds) one instance checks for jobs whose process died (expired while running) and
   * hands them to a retry; JOBS_MAINTENANCE_SECONDS, default 30.
   */
  maintenanceIntervalSeconds: number;
  /** How long close() waits for running jobs before failing them over to another instance (ms). */
  stopTimeoutMs: number;
  /**
   * How often (seconds) an idle worker looks for jobs when nothing woke it: a queued job wakes the
   * workers of its queue at once on every instance (jobs/wake.ts), so this only bounds the wait for a
   * retry or a job whose wake-up was lost; JOBS_POLL_SECONDS, default 10. A queue may ask for less.
   */
  idlePollSeconds: number;
}

export function readJobSettings(env: NodeJS.ProcessEnv = process.env): JobSettings {
  const maintenance = Number(env.JOBS_MAINTENANCE_SECONDS);
  const poll = Number(env.JOBS_POLL_SECONDS);
  return {
    maintenanceIntervalSeconds: Number.isInteger(maintenance) && maintenance >= 1 ? maintenance : 30,
    stopTimeoutMs: 10_000,
    idlePollSeconds: Number.isFinite(poll) && poll >= 0.5 ? poll : 10,
  };
}
