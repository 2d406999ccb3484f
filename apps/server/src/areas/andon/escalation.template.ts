import type { Language } from '@takt/contracts';
import type { Tx } from '../../platform/db/database.js';
import { pushTemplates } from '../push/push.table.js';

/** The push template escalation levels use unless the flow names another. */
export const ANDON_ESCALATION_TEMPLATE = 'andon.escalation';

type Texts = Pick<
  typeof pushTemplates.$inferInsert,
  'name' | 'robotTitle' | 'robotBody' | 'emailSubject' | 'emailBody' | 'hubTitle' | 'hubBody'
>;

const TEXTS: Record<Language, Texts> = {
  'en-US': {
    name: 'Andon escalation',
    robotTitle: 'Andon {code}: level {level}',
    robotBody:
      '### Andon {code} — level {level}\n- Item: {item} ({type})\n- Where: {line} / {station}\n- Note: {note}\n- Waiting: {minutes} min\n\nAccept:\n{link}',
    emailSubject: 'Andon {code}: {item} at {station}, level {level}',
    emailBody:
      'Andon call {code} ({type}: {item}) at {line} / {station} has waited {minutes} minutes and is now at level {level}.\nNote: {note}\n\nAccept:\n{link}',
    hubTitle: 'Andon {code}: level {level}',
    hubBody: '{item} at {line} / {station} has waited {minutes} min. {note}\nAccept: {link}',
  },
  'zh-CN': {
    name: '安灯升级通知',
    robotTitle: '安灯 {code}：{level} 级',
    robotBody:
      '### 安灯 {code} — {level} 级\n- 项目：{item}（{type}）\n- 位置：{line} / {station}\n- 备注：{note}\n- 已等待：{minutes} 分钟\n\n接单：\n{link}',
    emailSubject: '安灯 {code}：{station} 的 {item}，{level} 级',
    emailBody:
      '安灯呼叫 {code}（{type}：{item}）位于 {line} / {station}，已等待 {minutes} 分钟，现升级至 {level} 级。\n备注：{note}\n\n接单：\n{link}',
    hubTitle: '安灯 {code}：{level} 级',
    hubBody: '{line} / {station} 的 {item} 已等待 {minutes} 分钟。{note}\n接单：{link}',
  },
  'zh-TW': {
    name: '安燈升級通知',
    robotTitle: '安燈 {code}：{level} 級',
    robotBody:
      '### 安燈 {code} — {level} 級\n- 項目：{item}（{type}）\n- 位置：{line} / {station}\n- 備註：{note}\n- 已等待：{minutes} 分鐘\n\n接單：\n{link}',
    emailSubject: '安燈 {code}：{station} 的 {item}，{level} 級',
    emailBody:
      '安燈呼叫 {code}（{type}：{item}）位於 {line} / {station}，已等待 {minutes} 分鐘，現升級至 {level} 級。\n備註：{note}\n\n接單：\n{link}',
    hubTitle: '安燈 {code}：{level} 級',
    hubBody: '{line} / {station} 的 {item} 已等待 {minutes} 分鐘。{note}\n接單：{link}',
  },
  'vi-VN': {
    name: 'Nâng cấp andon',
    robotTitle: 'Andon {code}: cấp {level}',
    robotBody:
      '### Andon {code} — cấp {level}\n- Hạng mục: {item} ({type})\n- Vị trí: {line} / {station}\n- Ghi chú: {note}\n- Đã chờ: {minutes} phút\n\nNhận việc:\n{link}',
    emailSubject: 'Andon {code}: {item} tại {station}, cấp {level}',
    emailBody:
      'Cuộc gọi andon {code} ({type}: {item}) tại {line} / {station} đã chờ {minutes} phút và nay ở cấp {level}.\nGhi chú: {note}\n\nNhận việc:\n{link}',
    hubTitle: 'Andon {code}: cấp {level}',
    hubBody: '{item} tại {line} / {station} đã chờ {minutes} phút. {note}\nNhận việc: {link}',
  },
};

/** Seeds the enterprise's escalation template in its language (kept when it exists: it may have been edited). */
export async function seedAndonEscalationTemplate(tx: Tx, tenantId: string, language: Language): Promise<void> {
  await tx
    .insert(pushTemplates)
    .values({ tenantId, code: ANDON_ESCALATION_TEMPLATE, ...TEXTS[language] })
    .onConflictDoNothing({ target: [pushTemplates.tenantId, pushTemplates.code] });
}
