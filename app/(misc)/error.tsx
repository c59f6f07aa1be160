"use client";
// Inside this group's frame: the top bar stays, so the shopper keeps the way back.
export { PageError as default } from "@/components/layout/page-error";
