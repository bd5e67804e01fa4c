/** A canvas as a PNG blob. */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The signature could not be read.'))), 'image/png'),
  );
}

/** A typed name drawn in a handwriting-like face, for those who cannot draw a signature. */
export function typedSignaturePng(name: string): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = 160;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the signature.'));
  context.fillStyle = '#111827';
  context.font = 'italic 56px "Segoe Script", "Brush Script MT", "Snell Roundhand", cursive';
  context.textBaseline = 'middle';
  context.fillText(name.trim(), 24, 84, 552);
  return canvasToPng(canvas);
}
