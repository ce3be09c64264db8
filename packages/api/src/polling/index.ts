export {
  loginPollMessages,
  POLL_INTERVAL_MS,
  POLL_TIME_LIMIT_MS,
  PollingError,
  type PollMessages,
  type PollOptions,
  type PollOutcome,
  pollStatus,
  signPollMessages,
} from './poll-status';
