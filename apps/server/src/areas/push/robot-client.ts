import { PUSH_ANSWER_MAX, type RobotTestResult } from '@takt/contracts';
import { type RobotMessage, type RobotTarget, robotAccepted, robotRequest } from './robot-payload.js';

/** How long a robot's platform has to answer before the attempt counts as failed. */
export const ROBOT_TIMEOUT_MS = 10_000;

/** Posts a message through a robot; answers what the platform said (never throws). */
export type RobotPoster = (
  robot: RobotTarget,
  message: RobotMessage,
  now: Date,
  signal?: AbortSignal,
) => Promise<RobotTestResult>;

const clip = (text: string) => (text.length > PUSH_ANSWER_MAX ? `${text.slice(0, PUSH_ANSWER_MAX - 1)}…` : text);

export const postToRobot: RobotPoster = async (robot, message, now, signal) => {
  const request = robotRequest(robot, message, now);
  const timeout = AbortSignal.timeout(ROBOT_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      redirect: 'manual',
    });
    const answer = await response.text();
    return {
      ok: robotAccepted(robot.platform, response.status, answer),
      status: response.status,
      answer: clip(answer || `HTTP ${response.status}`),
    };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return {
      ok: false,
      status: null,
      answer: clip(`${error instanceof Error ? error.message : String(error)}${cause}`),
    };
  }
};
