import type { FastifyInstance } from 'fastify';
import type { RouteGuards } from '../../platform/http/register-route.js';
import { registerAreaMessages } from '../../platform/i18n/messages.js';
import type { MasterDataContext } from '../references/master-data-context.js';
import { hasUnicodeFont } from './label-pdf.js';
import { labelsMessages } from './labels.messages.js';
import { registerLabelsRoutes } from './labels.routes.js';
import { seedLabelsDemo } from './labels.seed.js';
import { PrintJobRepository } from './print-job.repository.js';
import { PrintQueueService } from './print-queue.service.js';
import { createPrintTemplates } from './print-template.resource.js';
import { PrintTemplateService } from './print-template.service.js';
import { sendRaw } from './printer-client.js';

/** How often each server process looks for due print jobs. */
export const PRINT_WORKER_INTERVAL_MS = 5_000;

/** Print templates, the label designer, PDF/ZPL output and the print queue: builds the area's services, registers its reference providers and routes. */
export function createLabelsModule(ctx: MasterDataContext) {
  registerAreaMessages(labelsMessages);
  const records = createPrintTemplates(ctx.db, ctx.references);
  const templates = new PrintTemplateService(ctx.db, records);
  const queue = new PrintQueueService(new PrintJobRepository(ctx.db), templates, sendRaw, ctx.log);

  ctx.references.provide('printTemplate', records.repo.lookups.provider());

  return {
    records,
    templates,
    queue,
    register(app: FastifyInstance, guards: RouteGuards): void {
      registerLabelsRoutes(app, guards, { records, templates, queue });
      // The retry worker: every process ticks; jobs are claimed FOR UPDATE SKIP LOCKED under a
      // lease, so each due job is sent by exactly one process per attempt.
      let timer: NodeJS.Timeout | undefined;
      let running: Promise<unknown> = Promise.resolve();
      let busy = false;
      app.addHook('onReady', async () => {
        if (!hasUnicodeFont())
          ctx.log.warn(
            'labels: no Noto Sans CJK font (Debian package fonts-noto-cjk); PDF labels print Latin text only',
          );
        timer = setInterval(() => {
          if (busy) return;
          busy = true;
          running = queue
            .tick()
            .catch((error: unknown) => ctx.log.error({ err: error }, 'print queue tick failed'))
            .finally(() => {
              busy = false;
            });
        }, PRINT_WORKER_INTERVAL_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => {
        if (timer) clearInterval(timer);
        await running;
      });
    },
    /** The demo label template LBL-FAN. */
    seedDemo(tenantId: string): Promise<void> {
      return seedLabelsDemo(records, tenantId);
    },
  };
}
