import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../app/router';

/**
 * Routes of the messages area (spec 000 §2), children of the console layout route. Pages load
 * lazily, one chunk each.
 */
export const messageRoutes: RouteObject[] = [
  {
    path: 'message',
    handle: { titleKey: 'messages.route.message' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./MessagePage')).MessagePage },
  },
  {
    path: 'noticeReceived',
    handle: { titleKey: 'messages.route.noticeReceived' } satisfies RouteHandle,
    lazy: { Component: async () => (await import('./NoticeReceivedPage')).NoticeReceivedPage },
  },
];
