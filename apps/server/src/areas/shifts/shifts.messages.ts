import { defineAreaMessages } from '../../platform/i18n/area-messages.js';

/** Shifts, shift regimes, time ranges and the shift resolver: server texts (keys `shifts.<text>`). */
export const shiftsMessages = defineAreaMessages({
  'en-US': {
    'shifts.shiftCodeTaken': 'The shift code {code} is already in use',
    'shifts.regimeCodeTaken': 'The shift regime code {code} is already in use',
    'shifts.timeRangeCodeTaken': 'The time range code {code} is already in use',
    'shifts.rule.startEqualsEnd': 'The start and the end of a shift must differ',
    'shifts.rule.tooLong': 'A shift with its overtime may last at most 24 hours ({length} given)',
    'shifts.rule.slotEmpty': 'Time slot {slot}: the start and the end must differ',
    'shifts.rule.slotOutside': 'Time slot {slot} ({start}–{end}) lies outside the shift {shiftStart}–{shiftEnd}',
    'shifts.rule.slotsOverlap': 'Time slots {slot} and {other} overlap',
    'shifts.regimeOverlap': 'The shifts of a regime must not overlap: {a} ({aTimes}) and {b} ({bTimes}) do',
    'shifts.shiftChangeOverlaps':
      'With these times the shift would overlap {other} ({otherTimes}) in the shift regime {regime}',
    'shifts.lineTaken': 'The line {line} already follows the shift regime {regime} (a line follows one regime only)',
    'shifts.rangeStartEqualsEnd': 'The start and the end of a time range must differ',
    'shifts.rangeOutsideShift': 'The time range {start}–{end} lies outside the shift {shift} ({shiftTimes})',
    'shifts.shiftChangeLeavesRange':
      'With these times the time range {range} ({rangeTimes}) would lie outside the shift; change or delete it first',
  },
  'zh-CN': {
    'shifts.shiftCodeTaken': '班次编码 {code} 已被使用',
    'shifts.regimeCodeTaken': '班制编码 {code} 已被使用',
    'shifts.timeRangeCodeTaken': '时间段编码 {code} 已被使用',
    'shifts.rule.startEqualsEnd': '班次的开始时间与结束时间不能相同',
    'shifts.rule.tooLong': '班次连同加班最长 24 小时（当前 {length}）',
    'shifts.rule.slotEmpty': '第 {slot} 个时段的开始时间与结束时间不能相同',
    'shifts.rule.slotOutside': '第 {slot} 个时段（{start}–{end}）超出了班次时间 {shiftStart}–{shiftEnd}',
    'shifts.rule.slotsOverlap': '第 {slot} 个时段与第 {other} 个时段重叠',
    'shifts.regimeOverlap': '班制中的班次不能重叠：{a}（{aTimes}）与 {b}（{bTimes}）重叠',
    'shifts.shiftChangeOverlaps': '按此时间，该班次将与班制 {regime} 中的 {other}（{otherTimes}）重叠',
    'shifts.lineTaken': '产线 {line} 已属于班制 {regime}（一条产线只能属于一个班制）',
    'shifts.rangeStartEqualsEnd': '时间段的开始时间与结束时间不能相同',
    'shifts.rangeOutsideShift': '时间段 {start}–{end} 超出了班次 {shift}（{shiftTimes}）',
    'shifts.shiftChangeLeavesRange': '按此时间，时间段 {range}（{rangeTimes}）将超出班次，请先修改或删除该时间段',
  },
  'zh-TW': {
    'shifts.shiftCodeTaken': '班別編碼 {code} 已被使用',
    'shifts.regimeCodeTaken': '班制編碼 {code} 已被使用',
    'shifts.timeRangeCodeTaken': '時間段編碼 {code} 已被使用',
    'shifts.rule.startEqualsEnd': '班別的開始時間與結束時間不能相同',
    'shifts.rule.tooLong': '班別連同加班最長 24 小時（目前 {length}）',
    'shifts.rule.slotEmpty': '第 {slot} 個時段的開始時間與結束時間不能相同',
    'shifts.rule.slotOutside': '第 {slot} 個時段（{start}–{end}）超出了班別時間 {shiftStart}–{shiftEnd}',
    'shifts.rule.slotsOverlap': '第 {slot} 個時段與第 {other} 個時段重疊',
    'shifts.regimeOverlap': '班制中的班別不能重疊：{a}（{aTimes}）與 {b}（{bTimes}）重疊',
    'shifts.shiftChangeOverlaps': '按此時間，該班別將與班制 {regime} 中的 {other}（{otherTimes}）重疊',
    'shifts.lineTaken': '產線 {line} 已屬於班制 {regime}（一條產線只能屬於一個班制）',
    'shifts.rangeStartEqualsEnd': '時間段的開始時間與結束時間不能相同',
    'shifts.rangeOutsideShift': '時間段 {start}–{end} 超出了班別 {shift}（{shiftTimes}）',
    'shifts.shiftChangeLeavesRange': '按此時間，時間段 {range}（{rangeTimes}）將超出班別，請先修改或刪除該時間段',
  },
  'vi-VN': {
    'shifts.shiftCodeTaken': 'Mã ca {code} đã được sử dụng',
    'shifts.regimeCodeTaken': 'Mã chế độ ca {code} đã được sử dụng',
    'shifts.timeRangeCodeTaken': 'Mã khoảng thời gian {code} đã được sử dụng',
    'shifts.rule.startEqualsEnd': 'Giờ bắt đầu và giờ kết thúc của ca phải khác nhau',
    'shifts.rule.tooLong': 'Một ca kể cả tăng ca dài tối đa 24 giờ (hiện là {length})',
    'shifts.rule.slotEmpty': 'Khung giờ {slot}: giờ bắt đầu và giờ kết thúc phải khác nhau',
    'shifts.rule.slotOutside': 'Khung giờ {slot} ({start}–{end}) nằm ngoài ca {shiftStart}–{shiftEnd}',
    'shifts.rule.slotsOverlap': 'Khung giờ {slot} và {other} chồng lên nhau',
    'shifts.regimeOverlap':
      'Các ca của một chế độ ca không được chồng lên nhau: {a} ({aTimes}) và {b} ({bTimes}) bị chồng',
    'shifts.shiftChangeOverlaps': 'Với giờ này, ca sẽ chồng lên {other} ({otherTimes}) trong chế độ ca {regime}',
    'shifts.lineTaken': 'Dây chuyền {line} đã thuộc chế độ ca {regime} (mỗi dây chuyền chỉ thuộc một chế độ ca)',
    'shifts.rangeStartEqualsEnd': 'Giờ bắt đầu và giờ kết thúc của khoảng thời gian phải khác nhau',
    'shifts.rangeOutsideShift': 'Khoảng thời gian {start}–{end} nằm ngoài ca {shift} ({shiftTimes})',
    'shifts.shiftChangeLeavesRange':
      'Với giờ này, khoảng thời gian {range} ({rangeTimes}) sẽ nằm ngoài ca; hãy sửa hoặc xóa nó trước',
  },
});

declare module '../../platform/i18n/area-messages.js' {
  interface AreaMessageKeys extends Record<keyof (typeof shiftsMessages)['en-US'], true> {}
}
