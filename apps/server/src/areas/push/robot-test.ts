import type { Language, RobotTestResult } from '@takt/contracts';
import { notFound } from '../../platform/errors.js';
import { translate } from '../../platform/i18n/messages.js';
import type { Robots } from './robot.resource.js';
import type { RobotPoster } from './robot-client.js';

/** "Send test": a short markdown message through the robot, in the tester's language; answers the platform's reply. */
export class RobotTester {
  constructor(
    private readonly robots: Robots,
    private readonly post: RobotPoster,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async test(tenantId: string, id: string, language: Language): Promise<RobotTestResult> {
    const robot = await this.robots.repo.findById(tenantId, id);
    if (!robot) throw notFound();
    const now = this.clock();
    return this.post(
      robot,
      {
        title: translate(language, 'push.testTitle'),
        body: translate(language, 'push.testBody', { robot: robot.name, time: now.toISOString() }),
        format: 'markdown',
      },
      now,
    );
  }
}
