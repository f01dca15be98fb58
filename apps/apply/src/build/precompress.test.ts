import { randomBytes } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { getBrotliCopy, PRECOMPRESS_MIN_BYTES } from './precompress';

/** Text that compresses like code does: repetitive, but not one character over and over. */
function codeLike(bytes: number): string {
  let text = '';
  for (let i = 0; text.length < bytes; i++) text += `export function f${i}(a){return a+${i % 7};}\n`;
  return text.slice(0, bytes);
}

describe('performance: scripts and styles are served Brotli-compressed', () => {
  it('a script or style gets a Brotli copy that decompresses to the same bytes and is smaller', () => {
    for (const name of ['assets/app-entry.js', 'assets/index-abc.css', 'assets/lazy/x.mjs']) {
      const source = codeLike(20_000);
      const copy = getBrotliCopy(name, source);
      expect(copy, name).not.toBeNull();
      expect(brotliDecompressSync(copy!).toString()).toBe(source);
      expect(copy!.byteLength).toBeLessThan(source.length / 4);
    }
  });

  it('binary sources (an emitted asset) are compressed as they are', () => {
    const source = new TextEncoder().encode(codeLike(4000));
    expect(Buffer.from(brotliDecompressSync(getBrotliCopy('logo.svg', source)!))).toEqual(
      Buffer.from(source),
    );
  });

  it(`files under ${PRECOMPRESS_MIN_BYTES} bytes, other kinds of file, and what does not shrink get none`, () => {
    expect(getBrotliCopy('assets/small.js', codeLike(PRECOMPRESS_MIN_BYTES - 1))).toBeNull();
    expect(getBrotliCopy('assets/edge.js', codeLike(PRECOMPRESS_MIN_BYTES))).not.toBeNull();
    expect(getBrotliCopy('assets/photo.png', codeLike(20_000))).toBeNull();
    expect(getBrotliCopy('index.html', codeLike(20_000))).toBeNull();
    // Random bytes, as an already compressed file has: Brotli's copy comes out a few bytes larger.
    expect(getBrotliCopy('assets/noise.js', randomBytes(4000))).toBeNull();
  });
});
