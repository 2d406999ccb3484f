export { Watermark, type WatermarkProps } from './Watermark';
export { type WatermarkSubject, watermarkText } from './watermark-text';
