/** The station's idea of now: tests skew it; nothing of the protocol depends on it being right. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
