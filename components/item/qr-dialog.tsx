"use client";
import { useEffect, useId, useRef, useState } from "react";
import { CARD_HEIGHT, CARD_WIDTH, QR_SIZE, drawShareCard, type CardText } from "@/lib/item/qr-card";
import { primaryButton, secondaryButton } from "@/components/ui/button-styles";
import { Dialog } from "@/components/ui/dialog";

function fileName(itemName: string) {
  const slug = itemName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
  return `${slug || "item"}-qr.png`;
}

/** 'Share item QR': the share card drawn on a canvas, with 'Save Image' to download it as a PNG. */
export function QrDialog({ url, text, onClose }: { url: string | null; text: CardText; onClose: () => void }) {
  const titleId = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawnUrl, setDrawnUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = canvas.current;
    if (!url || !target) return;
    let cancelled = false;
    // qrcode loads only when a shopper asks for a QR code, keeping it out of the page's first JS.
    import("qrcode")
      .then(async (QRCode) => {
        const qr = document.createElement("canvas");
        await QRCode.toCanvas(qr, url, { width: QR_SIZE, margin: 1, errorCorrectionLevel: "M" });
        const ctx = target.getContext("2d");
        if (cancelled || !ctx) return;
        drawShareCard(ctx, qr, text);
        setDrawnUrl(url);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [url, text]);

  const save = () => {
    canvas.current?.toBlob((blob) => {
      if (!blob) return;
      const href = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = href;
      link.download = fileName(text.itemName);
      link.click();
      URL.revokeObjectURL(href);
    }, "image/png");
  };

  const close = () => {
    // the canvas unmounts with the dialog, so a reopened dialog draws afresh
    setDrawnUrl(null);
    setFailed(false);
    onClose();
  };
  const ready = url !== null && drawnUrl === url;

  return (
    <Dialog open={url !== null} onClose={close} labelledBy={titleId} className="w-[min(92vw,380px)] bg-white text-stone-900">
      <div className="p-5">
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="font-serif text-lg">
            Share item QR
          </h2>
          <button type="button" aria-label="Close" onClick={close} className="grid h-10 w-10 place-items-center text-2xl text-stone-600 hover:text-stone-950 focus-visible:outline-2 focus-visible:outline-stone-950">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <canvas
          ref={canvas}
          width={CARD_WIDTH}
          height={CARD_HEIGHT}
          role="img"
          aria-label={`QR code for ${text.itemName}`}
          className={`mx-auto block aspect-[1056/1632] w-full max-w-[280px] bg-stone-100 ring-1 ring-stone-200 transition-opacity ${ready ? "opacity-100" : "opacity-40"}`}
        />
        {failed && (
          <p role="alert" className="mt-3 text-sm text-rose-700">
            The QR code could not be drawn.
          </p>
        )}
        <div className="mt-5 grid gap-2">
          <button type="button" className={primaryButton} disabled={!ready} onClick={save}>
            Save Image
          </button>
          <button type="button" className={`${secondaryButton} w-full`} onClick={close}>
            Close
          </button>
        </div>
      </div>
    </Dialog>
  );
}
