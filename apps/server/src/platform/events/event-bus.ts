import { EventEmitter } from 'node:events';
import type { HubEvent } from '@takt/contracts';
import type { MessageKey, MessageParams } from '../i18n/messages.js';

/** Which sockets a hub event is for: a whole tenant, one user, or one session. */
export interface HubTarget {
  tenantId: string;
  userId?: string;
  sessionId?: string;
}

/**
 * A hub event as it crosses processes. Texts travel as message keys so each process renders
 * them in the language of the socket it delivers to.
 */
export interface HubMessage {
  target: HubTarget;
  event: HubEvent;
  data?: unknown;
  message?: { key: MessageKey; params?: MessageParams };
  /** Close the matching sockets after delivery (ForceOffline). */
  close?: boolean;
}

/** What travels on each topic of the bus. */
export interface BusTopics {
  /** Events for hub sockets. */
  hub: HubMessage;
  /** Platform menus or apps changed: processes drop their cached catalog. */
  catalog: { changedAt: string };
  /** An enterprise's cached data of one kind (dictionaries, parameters, …) changed: drop it. */
  tenantCache: { cache: string; tenantId: string };
}
export type BusTopic = keyof BusTopics;

/**
 * Fan-out between server processes. Every process receives every message, itself included.
 * One implementation per transport, chosen in `open-event-bus.ts`.
 */
export interface EventBus {
  /** Never throws for a lost connection: the transport buffers the message or logs its loss. */
  publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void>;
  subscribe<T extends BusTopic>(topic: T, listener: (payload: BusTopics[T]) => void): void;
  /**
   * Called when this process may have missed messages (its connection to the transport was
   * lost, or has just come back): whoever caches on the strength of the bus drops everything.
   */
  onMissed(listener: () => void): void;
  close(): Promise<void>;
}

/** One process (the embedded database cannot be shared between processes anyway). */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  async publish<T extends BusTopic>(topic: T, payload: BusTopics[T]): Promise<void> {
    // Delivered asynchronously, as over the network, so publishers never run listeners inline.
    queueMicrotask(() => this.emitter.emit(topic, payload));
  }

  subscribe<T extends BusTopic>(topic: T, listener: (payload: BusTopics[T]) => void): void {
    this.emitter.on(topic, listener);
  }

  onMissed(): void {
    // Nothing crosses a connection, so nothing is ever missed.
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
