import { readdirSync, readFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawnPicture } from '#test/harness/picture-book.ts';
import { extractEpubText } from './epub/extract-epub-text.ts';
import { plainPictureHeader } from './picture-header.ts';
import { DroppedImage, prepareImage } from './prepare-images.ts';

const fixturesDir = '../shared/fixtures/epub';

/** What sharp reads of a header, as prepareImage asked it before `plainPictureHeader`. */
const sharpHeader = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: false })
    .metadata()
    .then(({ format, width, height }) => ({ format, width, height }))
    .catch(() => undefined);

/** prepareImage's decision before `plainPictureHeader`, from sharp's header alone. */
async function sharpDecision(name: string, bytes: Uint8Array) {
  const header = await sharpHeader(bytes);
  if (!header?.width || !header.height || !header.format)
    return `${name} was left out: it is not a picture that can be read.`;
  const { format, width, height } = header;
  if (width * height > 40_000_000) return `${name} was left out: it is too large (${width}×${height}).`;
  const kept = ['jpeg', 'png', 'webp', 'gif'].includes(format) && Math.max(width, height) <= 1600;
  return kept ? `kept ${format} ${width}×${height}` : 'converted';
}

/** prepareImage's decision now, in sharpDecision's words. */
async function decision(name: string, bytes: Uint8Array) {
  try {
    const image = await prepareImage(name, bytes);
    const kept = image.bytes === bytes;
    return kept
      ? `kept ${image.extension === '.jpg' ? 'jpeg' : image.extension.slice(1)} ${image.width}×${image.height}`
      : 'converted';
  } catch (error) {
    if (error instanceof DroppedImage) return error.message;
    throw error;
  }
}

function bookPictures() {
  const pictures = new Map<string, Uint8Array>();
  for (const file of readdirSync(fixturesDir).filter((name) => name.endsWith('.epub'))) {
    for (const [path, bytes] of extractEpubText(readFileSync(`${fixturesDir}/${file}`)).imageBytes)
      pictures.set(`${file}:${path}`, bytes);
  }
  return pictures;
}

/** Pictures as image libraries write them: what books carry besides the fixtures' own. */
async function madePictures() {
  const rgb = { width: 40, height: 30, channels: 3 as const, background: { r: 200, g: 90, b: 10 } };
  const made = (options: { channels?: 3 | 4 }) =>
    sharp({
      create: {
        ...rgb,
        ...(options.channels === 4 ? { channels: 4, background: { ...rgb.background, alpha: 0.5 } } : {}),
      },
    });
  return new Map<string, Uint8Array>([
    ['png', await drawnPicture(40, 30, 'png')],
    ['jpeg', await drawnPicture(40, 30, 'jpeg')],
    ['palette png', await made({}).png({ palette: true }).toBuffer()],
    ['grey png', await made({}).grayscale().png().toBuffer()],
    ['rgba png', await made({ channels: 4 }).png().toBuffer()],
    ['16-bit png', await made({}).toColourspace('rgb16').png().toBuffer()],
    ['interlaced png', await made({}).png({ progressive: true }).toBuffer()],
    ['progressive jpeg', await made({}).jpeg({ progressive: true }).toBuffer()],
    ['grey jpeg', await made({}).grayscale().jpeg().toBuffer()],
    ['jpeg 4:4:4', await made({}).jpeg({ chromaSubsampling: '4:4:4' }).toBuffer()],
    ['mozjpeg', await made({}).jpeg({ mozjpeg: true }).toBuffer()],
    ['gif', await made({}).gif().toBuffer()],
    ['webp', await made({}).webp().toBuffer()],
  ]);
}

/** A copy of `bytes` with `edit` applied. */
const edited = (bytes: Uint8Array, edit: (copy: Buffer) => void) => {
  const copy = Buffer.from(bytes);
  edit(copy);
  return copy;
};
const mendIhdrCrc = (png: Buffer) => png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);

/** Offset of a JPEG's first marker `marker` (its 0xff byte). */
function jpegMarkerAt(jpeg: Uint8Array, marker: number) {
  for (
    let offset = 2;
    offset + 4 <= jpeg.length;
    offset += 2 + ((jpeg[offset + 2] ?? 0) << 8) + (jpeg[offset + 3] ?? 0)
  )
    if (jpeg[offset + 1] === marker) return offset;
  throw new Error(`no marker ${marker.toString(16)}`);
}

/** Pictures that are no picture, or whose header libpng or libjpeg refuses or warns of. */
async function hostilePictures(png: Uint8Array, jpeg: Uint8Array, bookJpeg: Uint8Array) {
  const sof = jpegMarkerAt(jpeg, 0xc0);
  const sos = jpegMarkerAt(jpeg, 0xda);
  const bookIcc = jpegMarkerAt(bookJpeg, 0xe2);
  const bookAdobe = jpegMarkerAt(bookJpeg, 0xee);
  const random = Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919 + 13) % 251));
  const hugeGif = edited(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer(),
    (gif) => {
      gif.writeUInt16LE(60_000, 6);
      gif.writeUInt16LE(60_000, 8);
    },
  );
  const hugeWebp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
    .webp({ lossless: true })
    .toBuffer();
  // VP8L packs width-1 and height-1 in 14 bits each after its signature byte.
  const vp8l = edited(hugeWebp, (webp) =>
    webp.writeUInt32LE(0x3fff | (0x3fff << 14) | ((webp.readUInt32LE(21) >>> 28) << 28), 21),
  );
  return new Map<string, Uint8Array>([
    ['random.jpg', random],
    ['text.png', Buffer.from('this is not a picture at all')],
    ...[8, 16, 29, 33, 40].map((length): [string, Uint8Array] => [
      `png cut at ${length}.png`,
      png.subarray(0, length),
    ]),
    ...[2, 4, 20, sof + 8, sos, sos + 6].map((length): [string, Uint8Array] => [
      `jpeg cut at ${length}.jpg`,
      jpeg.subarray(0, length),
    ]),
    ['bad IHDR CRC.png', edited(png, (copy) => copy.writeUInt32BE((copy.readUInt32BE(29) + 1) >>> 0, 29))],
    [
      'zero width.png',
      edited(png, (copy) => {
        copy.writeUInt32BE(0, 16);
        mendIhdrCrc(copy);
      }),
    ],
    [
      'bit depth 3.png',
      edited(png, (copy) => {
        copy[24] = 3;
        mendIhdrCrc(copy);
      }),
    ],
    [
      'filter method 1.png',
      edited(png, (copy) => {
        copy[27] = 1;
        mendIhdrCrc(copy);
      }),
    ],
    [
      'bomb.png',
      edited(png, (copy) => {
        copy.writeUInt32BE(30_000, 16);
        copy.writeUInt32BE(30_000, 20);
        mendIhdrCrc(copy);
      }),
    ],
    ['huge.gif', hugeGif],
    ['huge.webp', vp8l],
    [
      'huge.jpg',
      edited(jpeg, (copy) => {
        copy.writeUInt16BE(65_535, sof + 5);
        copy.writeUInt16BE(65_535, sof + 7);
      }),
    ],
    ['zero height.jpg', edited(jpeg, (copy) => copy.writeUInt16BE(0, sof + 5))],
    [
      '12-bit.jpg',
      edited(jpeg, (copy) => {
        copy[sof + 4] = 12;
      }),
    ],
    [
      'sampling 5.jpg',
      edited(jpeg, (copy) => {
        copy[sof + 11] = 0x51;
      }),
    ],
    [
      'scan of no component.jpg',
      edited(jpeg, (copy) => {
        copy[sos + 5] = 9;
      }),
    ],
    [
      'two SOF.jpg',
      Buffer.concat([
        jpeg.subarray(0, sos),
        jpeg.subarray(sof, sof + 2 + Buffer.from(jpeg).readUInt16BE(sof + 2)),
        jpeg.subarray(sos),
      ]),
    ],
    [
      'DQT table 5.jpg',
      edited(jpeg, (copy) => {
        copy[jpegMarkerAt(copy, 0xdb) + 4] = 5;
      }),
    ],
    [
      'DHT count 300.jpg',
      edited(jpeg, (copy) => {
        copy.fill(0xff, jpegMarkerAt(copy, 0xc4) + 5, jpegMarkerAt(copy, 0xc4) + 21);
      }),
    ],
    ['stray byte.jpg', Buffer.concat([jpeg.subarray(0, sof), Buffer.from([0]), jpeg.subarray(sof)])],
    [
      'ICC 2 of 1.jpg',
      edited(bookJpeg, (copy) => {
        copy[bookIcc + 16] = 2;
      }),
    ],
    [
      'Adobe transform 2.jpg',
      edited(bookJpeg, (copy) => {
        copy[bookAdobe + 15] = 2;
      }),
    ],
    [
      'JFIF 3.jpg',
      edited(bookJpeg, (copy) => {
        copy[jpegMarkerAt(copy, 0xe0) + 9] = 3;
      }),
    ],
  ]);
}

/** A few bytes of the first `span` overwritten, chosen by a fixed seed (the same run each time). */
function* mutations(bytes: Uint8Array, count: number, span: number, seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state;
  };
  for (let i = 0; i < count; i++)
    yield edited(bytes, (copy) => {
      for (let k = 1 + (next() % 3); k > 0; k--) copy[next() % Math.min(span, copy.length)] = next() % 256;
    });
}

describe('plainPictureHeader', () => {
  it('reads every picture of the fixture books and common encoders as sharp does', async () => {
    const pictures = [...bookPictures(), ...(await madePictures())].filter(
      ([name]) => !/gif|webp/.test(name),
    );
    for (const [name, bytes] of pictures) {
      const plain = plainPictureHeader(bytes);
      expect(plain, name).toBeDefined();
      expect(plain, name).toEqual(await sharpHeader(bytes));
    }
  });

  it('leaves to sharp what is not a plain PNG or JPEG', async () => {
    const made = await madePictures();
    for (const name of ['gif', 'webp'])
      expect(plainPictureHeader(made.get(name) ?? new Uint8Array()), name).toBeUndefined();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(plainPictureHeader(svg)).toBeUndefined();
  });

  it('answers only what sharp reads too for thousands of damaged headers', async () => {
    const pictures = [...bookPictures(), ...(await madePictures())].filter(
      ([name]) => !/gif|webp/.test(name),
    );
    let plainCount = 0;
    let leftCount = 0;
    for (const [index, [name, bytes]] of pictures.entries()) {
      const span = name.includes('png') ? 120 : Math.min(bytes.length, 700);
      for (const damaged of mutations(bytes, 150, span, index + 1)) {
        const plain = plainPictureHeader(damaged);
        if (!plain) leftCount++;
        else {
          plainCount++;
          expect(plain, name).toEqual(await sharpHeader(damaged));
        }
      }
    }
    // Both ways are taken, so the comparison above is not empty.
    expect(plainCount).toBeGreaterThan(300);
    expect(leftCount).toBeGreaterThan(300);
  });
});

describe('prepareImage with plainPictureHeader', () => {
  it('decides on hostile pictures as it did with sharp alone', async () => {
    const made = await madePictures();
    const bookJpeg = bookPictures().get('wasteland.epub:EPUB/wasteland-cover.jpg') ?? new Uint8Array();
    const hostile = await hostilePictures(
      made.get('png') ?? new Uint8Array(),
      made.get('jpeg') ?? new Uint8Array(),
      bookJpeg,
    );
    for (const [name, bytes] of hostile)
      expect(await decision(name, bytes), name).toBe(await sharpDecision(name, bytes));
    // The hostile set covers each way a picture is dropped.
    const decisions = await Promise.all([...hostile].map(([name, bytes]) => decision(name, bytes)));
    expect(decisions.some((text) => text.endsWith('not a picture that can be read.'))).toBe(true);
    expect(decisions.some((text) => text.includes('too large'))).toBe(true);
  });

  it('leaves out an empty file, whatever its name says, rather than failing the book', async () => {
    for (const name of ['empty.jpg', 'empty.png', 'empty.svg', 'empty.webp'])
      expect(await decision(name, new Uint8Array())).toBe(
        `${name} was left out: it is not a picture that can be read.`,
      );
  });

  it('keeps a plain picture byte for byte with the size sharp reads', async () => {
    for (const [name, bytes] of [...bookPictures(), ...(await madePictures())])
      expect(await decision(name, bytes), name).toBe(await sharpDecision(name, bytes));
  });
});
