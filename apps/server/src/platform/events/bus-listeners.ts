import type { BusTopic, BusTopics, EventBus } from './event-bus.js';

/**
 * The listeners of a bus that crosses processes: one per topic list, and those told when
 * messages may have been missed. A listener that throws is reported; the others still run.
 */
export class BusListeners {
  private readonly byTopic = new Map<BusTopic, ((payload: unknown) => void)[]>();
  private readonly missed: (() => void)[] = [];

  constructor(private readonly report: (error: unknown, msg: string) => void) {}

  add<T extends BusTopic>(topic: T, listener: (payload: BusTopics[T]) => void): void {
    const list = this.byTopic.get(topic) ?? [];
    list.push(listener as (payload: unknown) => void);
    this.byTopic.set(topic, list);
  }

  addMissed(listener: () => void): void {
    this.missed.push(listener);
  }

  deliver<T extends BusTopic>(topic: T, payload: BusTopics[T]): void {
    for (const listener of this.byTopic.get(topic) ?? [])
      this.run(() => listener(payload), `a ${topic} listener failed`);
  }

  announceMissed(): void {
    for (const listener of this.missed) this.run(listener, 'a missed-messages listener failed');
  }

  private run(work: () => void, failure: string): void {
    try {
      work();
    } catch (error) {
      this.report(error, `event bus: ${failure}`);
    }
  }
}

/** What the buses that cross processes share: their listeners, kept in a {@link BusListeners}. */
export abstract class CrossProcessBus implements EventBus {
  protected readonly listeners: BusListeners;

  constructor(report: (error: unknown, msg: string) => void) {
    this.listeners = new BusListeners(report);
  }

  abstract publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void>;
  abstract close(): Promise<void>;

  subscribe<T extends BusTopic>(topic: T, listener: (payload: BusTopics[T]) => void): void {
    this.listeners.add(topic, listener);
  }

  onMissed(listener: () => void): void {
    this.listeners.addMissed(listener);
  }
}
