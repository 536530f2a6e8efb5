import { Injectable } from '@nestjs/common';
import type { Principal } from '../../shared/auth/principal.js';

/** Who may join a named topic. */
export type TopicPolicy = (principal: Principal) => boolean;

export type TopicListener = (topic: string, event: string, payload: unknown) => void;

/**
 * Named topics a module owns (beyond the gateway's `user:`, `creator:`, `object:` and `ops`), with
 * who may join them, and messages it sends there that are not projection notices (an audit run's
 * progress). The gateway checks joins against the policy and relays every message to the room.
 *
 * @example
 * broadcasts.register('audit', (principal) => hasRole(principal, 'auditor'));
 * broadcasts.publish('audit', REALTIME_EVENTS.auditRun, progress);
 */
@Injectable()
export class TopicBroadcasts {
  private readonly policies = new Map<string, TopicPolicy>();
  private readonly listeners = new Set<TopicListener>();

  register(topic: string, policy: TopicPolicy): void {
    if (this.policies.has(topic)) throw new Error(`the topic ${topic} is already registered`);
    this.policies.set(topic, policy);
  }

  /** Null when no module registered the topic (the gateway's own rules apply). */
  allows(principal: Principal, topic: string): boolean | null {
    const policy = this.policies.get(topic);
    if (!policy) return null;
    try {
      return policy(principal);
    } catch {
      return false;
    }
  }

  publish(topic: string, event: string, payload: unknown): void {
    for (const listener of this.listeners) {
      try {
        listener(topic, event, payload);
      } catch {
        // A failing listener must not stop the sender.
      }
    }
  }

  subscribe(listener: TopicListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}
