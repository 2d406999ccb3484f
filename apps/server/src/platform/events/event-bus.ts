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

/** Fan-out between server processes. Every process receives every message, itself included. */
export interface EventBus {
  publish(message: HubMessage): Promise<void>;
  subscribe(listener: (message: HubMessage) => void): void;
  close(): Promise<void>;
}

/** One process (the embedded database cannot be shared between processes anyway). */
export class LocalEventBus implements EventBus {
  private readonly emitter = new EventEmitter();

  async publish(message: HubMessage): Promise<void> {
    queueMicrotask(() => this.emitter.emit('message', message));
  }

  subscribe(listener: (message: HubMessage) => void): void {
    this.emitter.on('message', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
