/** R-MSG-7: an SMS or e-mail message's status. Done and Fail are final. */
export const MessageStatus = {
  Initial: 'Initial',
  InProgress: 'InProgress',
  Done: 'Done',
  Fail: 'Fail',
} as const;
export type MessageStatus = (typeof MessageStatus)[keyof typeof MessageStatus];

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export function isFinal(status: string): boolean {
  return status === MessageStatus.Done || status === MessageStatus.Fail;
}
