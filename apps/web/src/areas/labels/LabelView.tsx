import { type LabelLayout, type LayoutItem, MM_PER_POINT } from '@takt/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { barcodeDataUrl } from './barcode-svg';

/** The share of a Code128 box its human-readable line takes (as in the server's PDF and ZPL). */
const BARCODE_TEXT_SHARE = 0.25;
export const LABEL_FONT_FAMILY = '"Noto Sans CJK SC", "Noto Sans SC", "Microsoft YaHei", "PingFang SC", sans-serif';

export function itemBoxStyle(
  item: Pick<LayoutItem, 'x' | 'y' | 'width' | 'height' | 'rotation'>,
  scale: number,
): CSSProperties {
  return {
    position: 'absolute',
    left: item.x * scale,
    top: item.y * scale,
    width: item.width * scale,
    height: item.height * scale,
    transform: item.rotation ? `rotate(${item.rotation}deg)` : undefined,
    transformOrigin: 'center',
  };
}

function TextLine({
  text,
  size,
  bold,
  align,
  scale,
}: {
  text: string;
  size: number;
  bold: boolean;
  align: string;
  scale: number;
}) {
  return (
    <div
      style={{
        fontSize: size * MM_PER_POINT * scale,
        lineHeight: 1.2,
        fontWeight: bold ? 700 : 400,
        textAlign: align as CSSProperties['textAlign'],
        whiteSpace: 'nowrap',
        fontFamily: LABEL_FONT_FAMILY,
        color: '#000',
      }}
    >
      {text}
    </div>
  );
}

/** One layout item drawn inside its (already positioned) box. */
export function LabelItemContent({ item, scale }: { item: LayoutItem; scale: number }): ReactNode {
  if (item.kind === 'text')
    return <TextLine text={item.text} size={item.fontSize} bold={item.bold} align={item.align} scale={scale} />;
  if (item.kind === 'rect')
    return (
      <div
        style={{
          width: '100%',
          height: '100%',
          boxSizing: 'border-box',
          background: item.fill ? '#000' : undefined,
          border: item.fill ? undefined : `${Math.max(1, item.thickness * scale)}px solid #000`,
        }}
      />
    );
  const url = barcodeDataUrl(item.symbology, item.data);
  if (!url)
    return (
      <div
        style={{
          width: '100%',
          height: '100%',
          background: '#fff1f0',
          color: '#cf1322',
          fontSize: 11,
          overflow: 'hidden',
        }}
      >
        ⚠ {item.data}
      </div>
    );
  if (item.symbology !== 'code128')
    return (
      <img
        src={url}
        alt={item.data}
        draggable={false}
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
    );
  const barShare = item.showText ? 1 - BARCODE_TEXT_SHARE : 1;
  const textSize = Math.min(10, (item.height * BARCODE_TEXT_SHARE * (72 / 25.4)) / 1.2);
  return (
    <div style={{ width: '100%', height: '100%' }}>
      <img
        src={url}
        alt={item.data}
        draggable={false}
        style={{ width: '100%', height: `${barShare * 100}%`, display: 'block' }}
      />
      {item.showText && <TextLine text={item.data} size={textSize} bold={false} align="center" scale={scale} />}
    </div>
  );
}

/** A whole label at `scale` pixels per millimetre: the designer's preview and the print dialog's. */
export function LabelView({ layout, scale, testId }: { layout: LabelLayout; scale: number; testId?: string }) {
  return (
    <div
      data-testid={testId}
      style={{
        position: 'relative',
        width: layout.widthMm * scale,
        height: layout.heightMm * scale,
        background: '#fff',
        boxShadow: '0 1px 4px rgba(0,0,0,0.25)',
        overflow: 'hidden',
      }}
    >
      {layout.items.map((item) => (
        <div key={item.id} style={itemBoxStyle(item, scale)}>
          <LabelItemContent item={item} scale={scale} />
        </div>
      ))}
    </div>
  );
}
