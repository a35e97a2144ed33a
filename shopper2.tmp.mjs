import { chromium } from 'playwright-core';
import fs from 'node:fs';
const BASE='http://127.0.0.1:3971';
const OUT='/tmp/shopper2/shots';
const args=['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'];
const browser = await chromium.launch({executablePath:'/usr/bin/chromium',args});
const errors=[];
async function newPage(w,h,tag){
  const ctx=await browser.newContext({viewport:{width:w,height:h},acceptDownloads:true});
  const page=await ctx.newPage();
  page.on('console',m=>{ if(m.type()==='error') errors.push({tag,url:page.url(),text:m.text(),loc:m.location().url}); });
  page.on('pageerror',e=>errors.push({tag,url:page.url(),text:'PAGEERROR '+e.message}));
  page.on('response',r=>{ if(r.status()>=400) errors.push({tag,url:page.url(),text:'HTTP '+r.status()+' '+r.url()}); });
  return {ctx,page};
}
async function login(page,lang,who){
  const p= lang==='lt'?'/lt/my-account':'/my-account';
  await page.goto(BASE+p);
  await page.fill('#login_email',who+'@soulshop.example');
  await page.fill('#login_password','soul-demo-2026');
  await Promise.all([page.waitForLoadState('networkidle'), page.locator('form[action$="/login"] button[type=submit]').click()]);
  await page.waitForTimeout(1500);
}
const [who,vp]=process.argv.slice(2);
const [w,h]= vp==='m'?[390,844]:[1280,900];
const snap=async(page,n)=>{ await page.waitForTimeout(700); await page.screenshot({path:`${OUT}/${n}.png`}); };
for (const lang of ['en','lt']){
  const T=`${who}-${lang}-${vp}`;
  const {page,ctx}=await newPage(w,h,T);
  await login(page,lang,who);
  const base = lang==='lt'?'/lt/my-account':'/my-account';
  // ORDERS
  await page.goto(BASE+base+'/orders'); await page.waitForLoadState('networkidle');
  const selects=page.locator('main select');
  const n=await selects.count();
  for(let i=0;i<n;i++){
    const s=selects.nth(i);
    const opts=await s.locator('option').evaluateAll(o=>o.map(x=>x.value+'='+x.textContent));
    console.log(T,'select',i,await s.getAttribute('id'),opts.join(' | '));
  }
  // search
  const search=page.locator('main input[type=search], main input[type=text]').first();
  await search.fill('Vit'); await page.waitForTimeout(1200);
  console.log(T,'search Vit ->',(await page.locator('main').innerText()).split('\n').filter(l=>/#\d|orders|užsak|iš/i.test(l)).join(' / '));
  await snap(page,`${T}-orders-search`);
  await search.fill('zzzz'); await page.waitForTimeout(1200);
  console.log(T,'search zzzz ->',(await page.locator('main').innerText()).slice(-400).replace(/\n/g,' / '));
  await snap(page,`${T}-orders-search-none`);
  await search.fill('');await page.waitForTimeout(800);
  // status filter: pick each option of select 0
  if(n>0){
    const opts=await selects.nth(0).locator('option').evaluateAll(o=>o.map(x=>x.value));
    for(const v of opts.slice(1,3)){ await selects.nth(0).selectOption(v); await page.waitForTimeout(1000);
      console.log(T,'status',v,'->',(await page.locator('main').innerText()).slice(-300).replace(/\n/g,' / ')); }
    await snap(page,`${T}-orders-status`);
    await selects.nth(0).selectOption(opts[0]); await page.waitForTimeout(600);
  }
  if(n>3){
    const sortOpts=await selects.nth(2).locator('option').evaluateAll(o=>o.map(x=>x.value));
    await selects.nth(2).selectOption(sortOpts[sortOpts.length-1]);
    await selects.nth(3).selectOption((await selects.nth(3).locator('option').evaluateAll(o=>o.map(x=>x.value)))[1]);
    await page.waitForTimeout(1000);
    console.log(T,'sort ->',page.url(),(await page.locator('main table tbody, main ul').first().innerText().catch(()=>'' )).replace(/\n/g,' / ').slice(0,300));
    await snap(page,`${T}-orders-sort`);
  }
  // ORDER DETAIL + invoice modal
  await page.goto(BASE+base+'/orders/1'); await page.waitForLoadState('networkidle'); await page.waitForTimeout(500);
  const inv=page.locator('main').getByRole('link',{name:/invoice|sąskait/i}).or(page.locator('main').getByRole('button',{name:/invoice|sąskait/i})).first();
  console.log(T,'invoice ctrl', await inv.evaluate(e=>e.outerHTML.slice(0,300)).catch(e=>'NONE '+e.message));
  await inv.click().catch(e=>console.log('click fail',e.message)); await page.waitForTimeout(3000);
  await snap(page,`${T}-invoice-modal`);
  const dlg=page.locator('[role=dialog]');
  console.log(T,'dialog count',await dlg.count(), (await dlg.first().innerText().catch(()=>'')).replace(/\n/g,' / ').slice(0,300));
  console.log(T,'dialog html',(await dlg.first().innerHTML().catch(()=>'')).slice(0,800));
  await page.keyboard.press('Escape'); await page.waitForTimeout(500);
  console.log(T,'after esc dialog count',await dlg.count());
  await ctx.close();
}
fs.writeFileSync(`/tmp/shopper2/errors-${who}-${vp}-int1.json`,JSON.stringify(errors,null,1));
console.log(JSON.stringify(errors,null,1));
await browser.close();
